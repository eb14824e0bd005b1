import Foundation

// Aliases so code written against the SDK's UIKit-based API (the guide's examples) reads unchanged.

/// `UIColor` in the SDK's API.
public typealias UIColor = Color
/// `UIEdgeInsets` in the SDK's API.
public typealias UIEdgeInsets = EdgeInsets
/// `UIFont` in the SDK's API.
public typealias UIFont = Font
