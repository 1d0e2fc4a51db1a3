// Keeps the documentation's code true: every Swift code block in README.md and in the DocC
// articles (Sources/<Module>/<Module>.docc) must be compiled code, found line for line in a
// snippet (Snippets/) or a test file (Tests/), and the README's porting example must be the
// snippet Snippets/PortingHover.swift exactly. Articles that embed a snippet with `@Snippet`
// show the snippet file itself; DocC reports a missing snippet as a warning, which
// scripts/docs turns into an error. PointerUIKit's landing page maps its source folders: a new
// folder needs a row there.
import Foundation
import Testing

@Suite("The documentation stays true")
struct DocumentationTests {
    /// The package's root folder: this file is Tests/PointerUIKitTests/Documentation/.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Relative paths of the files under `folder` whose names end with `suffix`.
    static func files(under folder: String, endingWith suffix: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix(suffix) && !$0.contains(".build") }
            .map { folder + "/" + $0 }
            .sorted()
    }

    /// The bodies of the fenced ```swift blocks of a Markdown text, in order.
    static func swiftBlocks(_ markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let lines = current, trimmed == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    /// A text's lines without their indentation, blank lines left out: a block matches code
    /// indented differently, as a function body shown on its own is.
    static func normalized(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func contains(_ haystack: [String], run needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }

    static var documents: [String] {
        ["README.md"] + files(under: "Sources", endingWith: ".md").filter { $0.contains(".docc/") }
    }

    @Test("the README's porting example is the snippet Snippets/PortingHover.swift")
    func readmePortingExample() throws {
        let readme = try Self.read("README.md")
        let snippet = try Self.read("Snippets/PortingHover.swift")
        let block = try #require(Self.swiftBlocks(readme).first, "the README has a Swift code block")
        #expect(block.trimmingCharacters(in: .whitespacesAndNewlines)
                == snippet.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("every Swift block of the README and the articles is in a snippet or a test file")
    func everyBlockIsCompiled() throws {
        let code = try (Self.files(under: "Snippets", endingWith: ".swift") + Self.files(under: "Tests", endingWith: ".swift"))
            .map { try Self.normalized(Self.read($0)) }
        let documents = Self.documents
        #expect(documents.count > 15, "README.md and the catalogs' articles are found")
        var checked = 0
        for document in documents {
            for block in Self.swiftBlocks(try Self.read(document)) {
                let lines = Self.normalized(block)
                checked += 1
                #expect(code.contains { Self.contains($0, run: lines) },
                        "\(document): the Swift block that begins \"\(lines.first ?? "")\" is in no file under Snippets/ or Tests/")
            }
        }
        #expect(checked >= 4)
    }

    @Test("PointerUIKit's landing page maps every folder of its sources")
    func folderMap() throws {
        let landing = try Self.read("Sources/PointerUIKit/PointerUIKit.docc/PointerUIKit.md")
        let sources = Self.root.appendingPathComponent("Sources/PointerUIKit")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { name in
            var isFolder: ObjCBool = false
            return !name.hasSuffix(".docc")
                && FileManager.default.fileExists(atPath: sources.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        #expect(!folders.isEmpty)
        for folder in folders {
            let mapped = landing.contains("| `\(folder)/` |")
            #expect(mapped, "Sources/PointerUIKit/\(folder) has no row in the folder map of PointerUIKit.docc/PointerUIKit.md")
        }
    }

    @Test("every @Snippet directive names a file in Snippets/")
    func snippetsExist() throws {
        let pattern = try Regex(#"@Snippet\(path: "PointerKit/Snippets/([A-Za-z0-9_/-]+)""#)
        for document in Self.documents {
            for match in try Self.read(document).matches(of: pattern) {
                let name = match.output[1].substring.map(String.init) ?? ""
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Snippets/\(name).swift").path),
                        "\(document) embeds the snippet \(name), which Snippets/ does not have")
            }
        }
    }
}
