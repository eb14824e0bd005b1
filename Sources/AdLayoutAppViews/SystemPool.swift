import AdLayoutAutoLayout
import Synchronization

/// Built constraint systems kept for reuse, one per slot, each behind its own lock: a caller takes
/// the first free slot whose system has the size it needs (or rebuilds that slot's), so threads laying
/// out items at once never share a system and never wait for one. A system never leaves its lock.
final class SystemPool: Sendable {
    /// Slots kept: enough for every thread that lays items out at once (fit's jobs, the studio's renderers).
    static let slots = 8

    /// One slot: a system (or none yet) behind its lock.
    private final class Slot: Sendable {
        let system = Mutex<AutoLayoutSystem?>(nil)
    }

    private let slots: [Slot] = (0..<SystemPool.slots).map { _ in Slot() }

    /// `tree` solved at `size`, its texts measured by `sizing`, with the views of `hidden` (by id) hidden or
    /// shown against the XIB (an ad's `isHidden`: its stack views re-arranged in the kept system).
    func solve(_ tree: XIBViewTree, size: LayoutSize, hidden: [String: Bool] = [:],
               measuring sizing: TextIntrinsicSize) -> Result<LayoutResult, AutoLayoutError> {
        func run(_ slot: inout AutoLayoutSystem?) -> Result<LayoutResult, AutoLayoutError> {
            do throws(AutoLayoutError) {
                if slot?.rootSize != size {
                    slot = try AutoLayoutSystem(root: tree.item, rootSize: size, constraints: tree.constraints)
                }
                try slot!.setHidden(hidden)
                return .success(try slot!.layout(measuring: sizing))
            } catch {
                slot = nil
                return .failure(error)
            }
        }
        // A free slot that has this size and these hidden views first, then an empty one (ads whose states hide
        // different views keep a system each rather than re-arranging one), then one of this size, then any.
        for pass in 0..<4 {
            for s in slots {
                let done = s.system.withLockIfAvailable { slot -> Result<LayoutResult, AutoLayoutError>? in
                    switch pass {
                    case 0: guard slot?.rootSize == size, slot?.hasHidden(hidden) == true else { return nil }
                    case 1: guard slot == nil else { return nil }
                    case 2: guard slot?.rootSize == size else { return nil }
                    default: break
                    }
                    return run(&slot)
                }
                if let done, let result = done { return result }
            }
        }
        var own: AutoLayoutSystem?
        return run(&own)
    }
}
