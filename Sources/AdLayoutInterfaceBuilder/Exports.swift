// The model's UIKit words (attributes, relations, stack and content modes) are AdLayoutUIKitTypes'; a reader of a
// XIB sees them with the model.
@_exported import AdLayoutUIKitTypes
