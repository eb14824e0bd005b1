import AdLayoutCore
import ArgumentParser
import Foundation

/// `adlayout schema`: the document format's JSON Schema, made from the decoder's own key tables.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (2020-12) of layout documents, for editors and validators.")

    func run() throws {
        Console.current.out(String(DocumentSchema.json().dropLast()))
    }
}
