import Foundation
import AdLayoutModel

/// Lays ads out one at a time in a section's first item slot, as the screen would, and reports
/// what does not fit (``FitCheck``): `adlayout fit` asks it for every ad of a file. Only the
/// item's elements are laid out — no screen, no section, no drawing — so an ad costs its item
/// view's layout and the measurements of its texts (cached by the measurer).
///
/// Items of a section share one size and item views place their elements relative to the item,
/// so the first slot stands for every slot; an element past its item, or an item past the list's
/// sides (sections that do not scroll sideways), is clipped, as ``LayoutEngine`` reports it.
///
/// It keeps the item view's context between ads (one copy of the section's layout values), so it
/// is not to be shared between threads: make one per thread.
public final class ItemFitter {
    /// The section's view, layout and item count.
    public let section: ResolvedSection
    /// The first item's frame, in points, its top at 0.
    public let itemFrame: CGRect
    /// What clips items besides their own box: the list's sides when the section does not scroll
    /// sideways (nil when it does: its items may run past the screen by design).
    public let visible: CGRect?
    private let check: FitCheck
    private let clips: ClipStack
    /// The item view's context, its ad replaced for each ad.
    private var context: ItemViewContext

    /// A fitter for `section` of `document` (its device and list settings), measuring with `measurer`.
    public init(section: ResolvedSection, of document: ResolvedDocument, measurer: any TextMeasuring) {
        self.section = section
        let listFrame = ListFrame(canvasWidth: document.device.width, settings: document.settings)
        let (listX, listWidth) = (listFrame.x, listFrame.width)
        let g = SectionLayout.geometry(section, width: listWidth, viewportHeight: document.device.height, measurer: measurer)
        let frame = g.frame(0).offsetBy(dx: listX, dy: 0)
        itemFrame = frame
        // The list scrolls vertically: only its sides clip a row of items that does not scroll sideways.
        let visible = g.mode == .none ? CGRect(x: listX, y: -Self.unbounded, width: listWidth, height: 2 * Self.unbounded) : nil
        self.visible = visible
        check = FitCheck(measurer: measurer)
        clips = FitCheck.clips(item: frame, visible: visible)
        context = ItemViewContext(item: AdListItem(), layout: section.layout, bounds: frame, row: 0, itemIndex: 0,
                                  itemsPerPage: g.itemsPerPage, numberOfItems: max(1, section.items.count), measurer: measurer)
    }

    /// A height past any item's, standing for "no limit" along the list's scrolling direction.
    static let unbounded: CGFloat = 1e9

    /// Lays `ad` out in the first slot and calls `found` for each text cut or element clipped.
    public func fit(_ ad: AdListItem, found: (FitFinding) -> Void) {
        context.item = ad
        var nodes = section.view.layoutElements(context)
        check.check(elements: &nodes, clips: clips, found: found)
    }

    /// The nodes of `ad` laid out in the first slot, marked as ``fit(_:found:)`` checks them.
    public func elements(of ad: AdListItem) -> [LayoutNode] {
        context.item = ad
        var nodes = section.view.layoutElements(context)
        check.check(elements: &nodes, clips: clips) { _ in }
        return nodes
    }
}
