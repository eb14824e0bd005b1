import Testing
import AdLayoutConstraintSolver

@Suite struct StrengthTests {
    @Test func namedStrengthsFollowKiwi() {
        #expect(Strength.required.weight == 1_001_001_000)
        #expect(Strength.strong.weight == 1_000_000)
        #expect(Strength.medium.weight == 1000)
        #expect(Strength.weak.weight == 1)
        #expect(Strength(strong: 1, medium: 2, weak: 3).weight == 1_002_003)
        // Each part is clamped to 1000, so nothing exceeds required.
        #expect(Strength(strong: 5000, medium: 0, weak: 0).weight == 1_000_000_000)
        #expect(Strength(weight: 1e12).isRequired)
        #expect(!Strength.strong.isRequired)
    }

    @Test func uiLayoutPriorityMapping() {
        #expect(Strength(uiLayoutPriority: 1000).isRequired)
        #expect(Strength(uiLayoutPriority: 1200).isRequired)
        #expect(!Strength(uiLayoutPriority: 999).isRequired)
        // 10^(−3 + 9(p − 1)/998)
        #expect(approx(Strength(uiLayoutPriority: 1).weight, 0.001, tolerance: 1e-15))
        #expect(approx(Strength(uiLayoutPriority: 999).weight, 1_000_000, tolerance: 1e-6))
        #expect(approx(Strength(uiLayoutPriority: 500.5).weight, 31.95280713469707, tolerance: 1e-9))
        #expect(approx(Strength(uiLayoutPriority: 0).weight, 0.001, tolerance: 1e-15))
        let ratio = Strength(uiLayoutPriority: 251).weight / Strength(uiLayoutPriority: 250).weight
        #expect(approx(ratio, 1.0209818837871496, tolerance: 1e-9))
    }

    @Test func higherPriorityIsStronger() {
        var previous = Strength(uiLayoutPriority: 1)
        for p in stride(from: Float(2), through: 1000, by: 1) {
            let s = Strength(uiLayoutPriority: p)
            #expect(s > previous)
            previous = s
        }
    }
}
