import AdLayoutAutoLayout
import Synchronization

/// Built constraint systems kept for reuse, one per slot, each behind its own lock: a caller takes
/// the first free slot whose system has the size it needs (or rebuilds that slot's), so threads laying
/// out items at once never share a system and never wait for one. A system never leaves its lock.
///
/// A size whose system cannot be built is remembered with its error, so a view that cannot be laid
/// out costs one build per size, not one per ad.
final class SystemPool: Sendable {
    /// Slots kept: enough for every thread that lays items out at once (fit's jobs, the studio's renderers).
    static let slots = 8

    /// What a slot holds: the system built at a size, or why it could not be built there.
    private struct Entry {
        let size: LayoutSize
        var system: Result<AutoLayoutSystem, AutoLayoutError>
    }

    /// One slot: an entry (or none yet) behind its lock.
    private final class Slot: Sendable {
        let entry = Mutex<Entry?>(nil)
    }

    private let slots: [Slot] = (0..<SystemPool.slots).map { _ in Slot() }

    /// `tree` solved at `size`, its texts measured by `sizing`, with the views of `hidden` (by id) hidden or
    /// shown against the XIB (an ad's `isHidden`: its stack views re-arranged in the kept system).
    func solve(_ tree: XIBViewTree, size: LayoutSize, hidden: [String: Bool] = [:],
               measuring sizing: TextIntrinsicSize) -> Result<LayoutResult, AutoLayoutError> {
        func run(_ entry: inout Entry?) -> Result<LayoutResult, AutoLayoutError> {
            if entry?.size != size {
                do throws(AutoLayoutError) {
                    entry = Entry(size: size, system: .success(
                        try AutoLayoutSystem(root: tree.item, rootSize: size, constraints: tree.constraints)))
                } catch {
                    entry = Entry(size: size, system: .failure(error))
                }
            }
            switch entry!.system {
            case .failure(let error):
                return .failure(error)
            case .success(let system):
                do throws(AutoLayoutError) {
                    try system.setHidden(hidden)
                    return .success(try system.layout(measuring: sizing))
                } catch {
                    // The solver gave up on this ad's sizes: the next ad starts from a new system.
                    entry = nil
                    return .failure(error)
                }
            }
        }
        // A free slot that has this size and these hidden views (or this size's error) first, then an empty one
        // (ads whose states hide different views keep a system each rather than re-arranging one), then one of
        // this size, then any.
        for pass in 0..<4 {
            for s in slots {
                let done = s.entry.withLockIfAvailable { entry -> Result<LayoutResult, AutoLayoutError>? in
                    switch pass {
                    case 0:
                        guard let kept = entry, kept.size == size else { return nil }
                        if case .success(let system) = kept.system, !system.hasHidden(hidden) { return nil }
                    case 1: guard entry == nil else { return nil }
                    case 2: guard entry?.size == size else { return nil }
                    default: break
                    }
                    return run(&entry)
                }
                if let done, let result = done { return result }
            }
        }
        var own: Entry?
        return run(&own)
    }
}
