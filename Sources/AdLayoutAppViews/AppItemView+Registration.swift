import AdLayoutAutoLayout
import AdLayoutEngine
import AdLayoutInterfaceBuilder
import AdLayoutModel
import Foundation

extension AppItemView {
    /// Reads each app view's XIB and registers the view under its class name; every problem (a XIB
    /// that cannot be read, at its line:column; an outlet the XIB does not have; a name already
    /// taken) is an error of the document. XIBs named relative to the document follow the rule of
    /// images (``/AdLayoutModel/ConfinedPath``): inside the document's folder or an allowed one.
    /// Views made in code are named by their Swift lines, else by their lines in `documentFile`.
    /// `images` holds the app's images the views name, checked already: a view made in code takes an
    /// image's size in points as its image view's intrinsic size, as UIKit's `UIImageView(image:)` does.
    package static func register(_ views: [AppViewDefinition], baseDirectory: URL?, documentFile: String?, access: ImageAccess,
                                 images: ImageTable = ImageTable(), into catalog: inout ItemViewCatalog, diagnostics: DiagnosticSink) {
        for definition in views {
            guard catalog.view(named: definition.name) == nil else {
                diagnostics.error(.invalidValue, definition.path, definition.location,
                                  "app view \"\(definition.name)\" has the name of a registered view class; choose another name")
                continue
            }
            guard let nib = nib(definition, baseDirectory: baseDirectory, documentFile: documentFile, access: access,
                                images: images, diagnostics: diagnostics) else { continue }
            guard outletsExist(definition, in: nib, diagnostics: diagnostics) else { continue }
            // Each state's hidden views too: a view `setData` hides in one state re-arranges its stack view.
            var variants: [[String: Bool]] = []
            for state in AdState.allCases where !variants.contains(definition.hidden(in: state)) {
                variants.append(definition.hidden(in: state))
            }
            // And each case that hides or shows a view for some ads (`if item.appName.isEmpty { … }`).
            for outlet in definition.outlets {
                for c in outlet.cases {
                    guard let hidden = c.hidden else { continue }
                    for state in AdState.allCases {
                        var variant = definition.hidden(in: state)
                        variant[outlet.name] = hidden
                        if !variants.contains(variant) && variants.count < 64 { variants.append(variant) }
                    }
                }
            }
            let problems = nib.constraintProblems(hidden: variants)
            problems.forEach(diagnostics.append)
            var view = AppItemView(definition, nib: nib)
            view.reported = problems
            if case .code(let views, let constraints) = definition.content {
                // setData's constraints per ad: each set of them a nib of its own, with the same views and paint.
                let sizes = codeImageSizes(definition, images), fallback = documentFile ?? definition.path
                view.variants = CodeConstraintVariants(constraints) { chosen in
                    AppItemView(definition, nib: XIBItemView(tree: AppViewTree(code: views, constraints: chosen, imageSizes: sizes,
                                                                               fallback: fallback))).nib
                }
            }
            catalog.register(view: view, named: definition.name)
        }
    }

    private static func nib(_ d: AppViewDefinition, baseDirectory: URL?, documentFile: String?, access: ImageAccess,
                            images: ImageTable, diagnostics: DiagnosticSink) -> XIBItemView? {
        let xib: String
        switch d.content {
        case .code(let views, let constraints):
            // The constraints of a blank ad in the normal state, for the checks and sizes that need one nib
            // (``CodeConstraintVariants`` lays out each ad with its own).
            return XIBItemView(tree: AppViewTree(code: views, constraints: CodeConstraintVariants.installed(constraints, for: AdListItem()).constraints,
                                                 imageSizes: codeImageSizes(d, images), fallback: documentFile ?? d.path))
        case .xib(let path):
            xib = path
        }
        if let read = d.xibRead as? XIBFile {
            do { return try XIBItemView(document: read.document.get(), file: xib) } catch {
                diagnostics.append(Diagnostic(.error, code: .syntax, file: xib, path: "",
                                              location: SourceLocation(line: error.position.line, column: error.position.column, offset: 0),
                                              message: error.message))
                return nil
            }
        }
        let url: URL
        if let found = d.xibFile {
            url = found
        } else {
            guard let baseDirectory else {
                diagnostics.error(.invalidValue, "\(d.path).xib", d.xibLocation,
                                  "app view \"\(d.name)\": \"\(xib.escapedForMessage)\" is relative, and the document has no folder")
                return nil
            }
            if let reason = ConfinedPath.textRefusal(xib) {
                diagnostics.error(.invalidValue, "\(d.path).xib", d.xibLocation, "\"\(xib.escapedForMessage)\" \(reason)")
                return nil
            }
            let lexical = ConfinedPath.lexical(xib, in: baseDirectory.standardizedFileURL.path)
            let folders = ([baseDirectory] + access.allowedFolders).map(ConfinedPath.Folder.init)
            switch ConfinedPath.resolve(lexical, within: folders) {
            case .outside:
                diagnostics.error(.invalidValue, "\(d.path).xib", d.xibLocation,
                                  "\"\(xib.escapedForMessage)\" is outside \(access.boundary); XIBs must be there")
                return nil
            case .failed(let code):
                diagnostics.error(.invalidValue, "\(d.path).xib", d.xibLocation,
                                  "app view \"\(d.name)\": cannot read \(xib.escapedForMessage): \(FileReading.reason(code))")
                return nil
            case .inside(let real):
                url = URL(fileURLWithPath: real)
            }
        }
        do {
            return try XIBItemView(contentsOf: url, displayPath: xib)
        } catch {
            diagnostics.append(Diagnostic(.error, code: .syntax, file: xib, path: "",
                                          location: SourceLocation(line: error.position.line, column: error.position.column, offset: 0),
                                          message: error.message))
            return nil
        }
    }

    /// The sizes in points of the images a view made in code names (its image views' intrinsic sizes).
    private static func codeImageSizes(_ d: AppViewDefinition, _ images: ImageTable) -> [String: LayoutSize] {
        var sizes: [String: LayoutSize] = [:]
        for (name, path) in d.images {
            if case .file(let url, let header) = images.references[path] {
                let scale = Double(AssetCatalog.scale(ofImageFile: url))
                sizes[name] = LayoutSize(width: Double(header.width) / scale, height: Double(header.height) / scale)
            }
        }
        return sizes
    }

    private static func outletsExist(_ d: AppViewDefinition, in nib: XIBItemView, diagnostics: DiagnosticSink) -> Bool {
        let names = nib.outletNames
        var ok = true
        func missing(_ outlet: String, _ path: String, _ role: String) {
            diagnostics.error(.unknownName, path, d.location,
                              "app view \"\(d.name)\": \(d.outletOwner) has no outlet \"\(outlet)\"\(NameSuggestions.hint(for: outlet, in: names))"
                              + "\(role); its outlets: " + (names.isEmpty ? "none" : names.joined(separator: ", ")))
            ok = false
        }
        for (outlet, key) in [(d.feedImage, "feedImage"), (d.iconImage, "iconImage")] {
            guard let outlet else { continue }
            if !names.contains(outlet) {
                missing(outlet, "\(d.path).\(key)", "")
            } else if !nib.isImageView(outlet: outlet) {
                diagnostics.error(.invalidValue, "\(d.path).\(key)", d.location,
                                  "app view \"\(d.name)\": \(key) names \"\(outlet)\", which is not an image view in \(d.outletOwner)")
                ok = false
            }
        }
        for outlet in d.outlets {
            if !names.contains(outlet.name) {
                missing(outlet.name, "\(d.path).outlets.\(outlet.name)", "")
            } else if (outlet.text != nil || outlet.color != nil || outlet.states.values.contains { $0.text != nil || $0.color != nil }),
                      !nib.hasText(outlet: outlet.name) {
                diagnostics.error(.invalidValue, "\(d.path).outlets.\(outlet.name)", d.location,
                                  "app view \"\(d.name)\": \"\(outlet.name)\" has no text in \(d.outletOwner) (it is not a label or button)")
                ok = false
            }
        }
        return ok
    }
}
