/// What a view element is, from its element name (`<label>` → `label`): UIKit's vocabulary's ``ViewKind``, which the
/// app-view tree also holds for the views an item view makes in code.
public typealias XIBViewKind = ViewKind
