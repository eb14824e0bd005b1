import Testing
import AdLayoutConstraintSolver

@Suite struct LinearExpressionTests {
    @Test func operatorsBuildTermsAndConstant() {
        let a = Variable("a")
        let b = Variable("b")
        let e: LinearExpression = a + 2 * b - 10
        #expect(e.terms.count == 2)
        #expect(e.terms[0].variable === a && e.terms[0].coefficient == 1)
        #expect(e.terms[1].variable === b && e.terms[1].coefficient == 2)
        #expect(e.constant == -10)
    }

    @Test func subtractionAndScalingDistribute() {
        let a = Variable("a")
        let b = Variable("b")
        let e = 3 * (a - b / 2 + 4) - (a + 1)
        let reduced = e.reduced()
        // 3a − 1.5b + 12 − a − 1 = 2a − 1.5b + 11
        #expect(reduced.terms.count == 2)
        #expect(reduced.terms[0].variable === a && reduced.terms[0].coefficient == 2)
        #expect(reduced.terms[1].variable === b && reduced.terms[1].coefficient == -1.5)
        #expect(reduced.constant == 11)
    }

    @Test func reducedDropsCancelledVariables() {
        let a = Variable("a")
        let b = Variable("b")
        let reduced = (a + b - a).reduced()
        #expect(reduced.terms.count == 1)
        #expect(reduced.terms[0].variable === b)
    }

    @Test func evaluateUsesGivenValues() {
        let a = Variable("a")
        let b = Variable("b")
        let e = a * 2 + b - 1
        #expect(e.evaluate { $0 === a ? 3 : 10 } == 15)
    }

    @Test func constraintStoresDifferenceOfSides() {
        let a = Variable("a")
        let c = Constraint(a + 5, .lessThanOrEqual, 2 * a, tag: "mine")
        // a + 5 − 2a = −a + 5
        #expect(c.expression.terms.count == 1)
        #expect(c.expression.terms[0].coefficient == -1)
        #expect(c.expression.constant == 5)
        #expect(c.tag as? String == "mine")
        #expect(c.strength == .required)
    }
}
