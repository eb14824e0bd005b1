import Foundation
import AdLayoutModel

/// Where each item of a section goes, for every ``/AdLayoutSDK/ScrollType``, as seen in a still image.
///
/// Frames are relative to the section's item area: x from the section's left edge (the list's),
/// y from the top of the first row. `itemColumns()[0]` is the number of columns (`none`) or of
/// rows (orthogonal modes); `[1]` the items per page (`paging`).
///
/// - `none`: rows of `columns` items flow down; `sectionInset.left` then `itemSpace` between columns.
/// - `continuous`: one horizontal strip of `rows` rows. `itemDirection` 1 fills top to bottom,
///   then left to right (column-major); 0 fills each row in turn (row-major, ⌈n / rows⌉ per row).
///   `sectionInset.left/right` pad the strip's ends; the offset is `scrollOffset`, or
///   `page × (itemWidth + itemSpace)`.
/// - `paging`: a page is the container width; each page holds `itemsPerPage` items in `rows` rows
///   and ⌈itemsPerPage / rows⌉ columns, filled per `itemDirection`; page `p` starts at `p × width`.
/// - `groupPaging`: a group is one column of `rows` items; a page is one group, so the next peeks.
/// Offsets are clamped to the content, as a scroll view's would be.
public struct SectionGeometry: Sendable, Equatable {
    /// How the section scrolls.
    public var mode: ScrollType
    /// `itemDirection`: 1 fills columns top to bottom, 0 rows left to right.
    public var direction: Int
    /// Number of items.
    public var count: Int
    /// Columns (`none`) or rows (orthogonal modes), at least 1.
    public var lines: Int
    /// Items per page when paging (at least 1), else 0.
    public var itemsPerPage: Int
    /// The size every item shares.
    public var itemSize: CGSize
    /// Width of the list the section spans.
    public var containerWidth: CGFloat
    /// `sectionInset`.
    public var inset: EdgeInsets
    /// Gap between rows.
    public var lineSpace: CGFloat
    /// Gap between columns.
    public var itemSpace: CGFloat
    /// Horizontal content offset after clamping.
    public private(set) var offset: CGFloat = 0

    /// The geometry of `count` items for `itemColumns()` `columns`, scrolled to `scroll` (clamped to the content).
    public init(mode: ScrollType, direction: Int, count: Int, columns: [Int], itemSize: CGSize, containerWidth: CGFloat,
                inset: EdgeInsets, lineSpace: CGFloat, itemSpace: CGFloat, scroll: ScrollPosition? = nil) {
        self.mode = mode; self.direction = direction; self.count = count
        self.lines = max(1, columns.first ?? 1)
        let perPage = columns.count > 1 ? columns[1] : 0
        self.itemsPerPage = mode == .paging ? max(1, perPage > 0 ? perPage : lines) : 0
        self.itemSize = itemSize; self.containerWidth = containerWidth; self.inset = inset
        self.lineSpace = lineSpace; self.itemSpace = itemSpace
        self.offset = clampedOffset(scroll)
    }

    /// Item columns in one page (paging), else 0.
    public var columnsPerPage: Int { mode == .paging ? (itemsPerPage + lines - 1) / lines : 0 }

    /// How many items share the container's width, which caps their width: the columns of
    /// `none`, the columns of one page when paging, else none (strips scroll instead).
    public static func itemsSideBySide(mode: ScrollType, columns: [Int]) -> Int {
        let lines = max(1, columns.first ?? 1)
        switch mode {
        case .none: return lines
        case .paging:
            let perPage = columns.count > 1 && columns[1] > 0 ? columns[1] : lines
            return (perPage + lines - 1) / lines
        case .continuous, .groupPaging: return 0
        }
    }

    /// Number of pages a page footer or label counts: pages (paging), groups (groupPaging),
    /// item columns (continuous), 1 otherwise.
    public var pageCount: Int {
        guard count > 0 else { return 0 }
        switch mode {
        case .none: return 1
        case .paging: return (count + itemsPerPage - 1) / itemsPerPage
        case .continuous, .groupPaging: return stripColumns
        }
    }

    /// The page the offset shows (0-based).
    public var currentPage: Int {
        guard pageCount > 1 else { return 0 }
        let pitch = mode == .paging ? containerWidth : itemSize.width + itemSpace
        guard pitch > 0 else { return 0 }
        return min(pageCount - 1, max(0, Int(saturating: (offset / pitch).rounded())))
    }

    /// Columns of the whole strip (orthogonal modes): ⌈n / rows⌉ in either direction.
    var stripColumns: Int { (count + lines - 1) / lines }

    /// Rows of the item area.
    public var rows: Int {
        guard count > 0 else { return 0 }
        switch mode {
        case .none: return (count + lines - 1) / lines
        case .continuous, .groupPaging: return min(lines, count)
        case .paging:
            let firstPage = min(count, itemsPerPage)
            return direction == 1 ? min(lines, firstPage) : (firstPage + columnsPerPage - 1) / columnsPerPage
        }
    }

    /// Height of the item area.
    public var height: CGFloat {
        rows == 0 ? 0 : CGFloat(rows) * itemSize.height + CGFloat(rows - 1) * lineSpace
    }

    /// Width of the scrollable content (orthogonal modes), including the end insets.
    public var contentWidth: CGFloat {
        switch mode {
        case .none: return containerWidth
        case .paging: return CGFloat(pageCount) * containerWidth
        case .continuous, .groupPaging:
            let n = stripColumns
            return inset.left + CGFloat(n) * itemSize.width + CGFloat(max(0, n - 1)) * itemSpace + inset.right
        }
    }

    private func clampedOffset(_ scroll: ScrollPosition?) -> CGFloat {
        guard mode != .none, let scroll else { return 0 }
        let raw: CGFloat
        switch scroll {
        case .offset(let x): raw = x
        case .page(let p):
            raw = CGFloat(p) * (mode == .paging ? containerWidth : itemSize.width + itemSpace)
        }
        return max(0, min(raw, max(0, contentWidth - containerWidth)))
    }

    /// Row and column of item `index` (column counted across pages for paging).
    public func cell(_ index: Int) -> (row: Int, column: Int, page: Int) {
        switch mode {
        case .none:
            return (index / lines, index % lines, 0)
        case .continuous:
            if direction == 1 { return (index % lines, index / lines, 0) }
            let perRow = (count + lines - 1) / lines
            return (index / perRow, index % perRow, 0)
        case .groupPaging:
            return (index % lines, index / lines, index / lines)
        case .paging:
            let page = index / itemsPerPage, k = index % itemsPerPage
            let cols = columnsPerPage
            let (r, c) = direction == 1 ? (k % lines, k / lines) : (k / cols, k % cols)
            return (r, c, page)
        }
    }

    /// The items whose column (or page) overlaps `minX…maxX` (relative to the section's left edge),
    /// in increasing order: a superset of the visible items, found without visiting the others, so
    /// a strip of a million items costs what its visible columns cost.
    public func items(overlappingX minX: CGFloat, _ maxX: CGFloat) -> [Int] {
        guard count > 0 else { return [] }
        switch mode {
        case .none:
            return Array(0..<count)
        case .paging:
            let width = containerWidth
            guard width > 0 else { return Array(0..<min(count, itemsPerPage)) }
            let pages = pageCount
            let first = clampIndex(((minX + offset) / width).rounded(.down) - 1, pages)
            let last = clampIndex(((maxX + offset) / width).rounded(.down) + 1, pages)
            var out: [Int] = []
            for page in first...last {
                out += Array((page * itemsPerPage)..<min(count, (page + 1) * itemsPerPage))
            }
            return out
        case .continuous, .groupPaging:
            let pitch = itemSize.width + itemSpace
            let columns = stripColumns
            guard pitch > 0 else { return Array(0..<min(count, lines)) }
            let first = clampIndex(((minX + offset - inset.left) / pitch).rounded(.down) - 1, columns)
            let last = clampIndex(((maxX + offset - inset.left) / pitch).rounded(.down) + 1, columns)
            var out: [Int] = []
            if mode == .continuous && direction != 1 {
                // Row-major strip: row r holds items r·perRow …; the column is the index within the row.
                let perRow = (count + lines - 1) / lines
                for row in 0..<lines {
                    for column in first...last where row * perRow + column < count && column < perRow {
                        out.append(row * perRow + column)
                    }
                }
                return out.sorted()
            }
            for column in first...last {
                out += Array((column * lines)..<min(count, (column + 1) * lines))
            }
            return out
        }
    }

    /// `value` as an index in `0..<count` (saturating; never traps on huge or NaN values).
    private func clampIndex(_ value: CGFloat, _ count: Int) -> Int {
        guard value.isFinite else { return value > 0 ? count - 1 : 0 }
        if value <= 0 { return 0 }
        if value >= CGFloat(count - 1) { return count - 1 }
        return Int(value)
    }

    /// Frame of item `index`, relative to the item area (see the type's description).
    public func frame(_ index: Int) -> CGRect {
        let (row, column, page) = cell(index)
        let y = CGFloat(row) * (itemSize.height + lineSpace)
        let pageX = mode == .paging ? CGFloat(page) * containerWidth : 0
        let x = pageX + inset.left + CGFloat(column) * (itemSize.width + itemSpace) - offset
        return CGRect(x: x, y: y, width: itemSize.width, height: itemSize.height)
    }
}
