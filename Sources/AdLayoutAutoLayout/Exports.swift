// Auto Layout's UIKit words (attributes, relations, priorities, axes, stack arrangements) are AdLayoutUIKitTypes';
// a client of the solver's Auto Layout sees them with it.
@_exported import AdLayoutUIKitTypes
