import Foundation
import Testing
import PointerEngine
import PointerGeometry
import PointerUIKit
import PointerConfigurationFile

@Suite("Pointer configuration files")
struct PointerConfigurationFileTests {
    func file(_ text: String, _ name: String = "pointer.yaml") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pk-\(UUID().uuidString)-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("a YAML file sets the keys it names and keeps the defaults for the rest")
    func yamlFile() throws {
        let url = try file("springResponse: 0.4   # slower morphs\nmagnetRadius: 90\nhoverTintOpacity: 0.3\n")
        let c = try PointerConfiguration(contentsOf: url)
        #expect(c.spring.response == 0.4 && c.spring.dampingRatio == Spring.pointer.dampingRatio)
        #expect(c.magnetRadius == 90 && c.hoverTint.alpha == 0.3)
        #expect(c.liftGrowth == PointerConfiguration().liftGrowth)
    }

    @Test("a JSON file of the same keys reads too")
    func jsonFile() throws {
        let c = try PointerConfiguration(contentsOf: try file(#"{"liftGrowth": 12, "tossDecelerationRate": 0.99}"#, "pointer.json"))
        #expect(c.liftGrowth == 12 && c.tossDecelerationRate == 0.99)
    }

    @Test("a saved configuration reads back equal, every key included")
    func roundTrip() throws {
        var c = PointerConfiguration()
        let count = Double(PointerConfigurationKey.allCases.count + 1)
        for (i, key) in PointerConfigurationKey.allCases.enumerated() {
            switch key.kind {
            case .switch: c[key] = Double(i % 2)
            case .color: c[key] = 0xFF3B30
            case .number: c[key] = key.range.lowerBound + (key.range.upperBound - key.range.lowerBound) * Double(i + 1) / count
            }
        }
        #expect(c != PointerConfiguration(), "every switch and the colour differ from the defaults somewhere")
        let text = c.yaml
        for key in PointerConfigurationKey.allCases { #expect(text.contains("\(key.rawValue):"), "\(key) is saved") }
        #expect(try PointerConfiguration(yaml: text) == c)
    }

    @Test("an out-of-range value is refused with a message naming the key, its range and unit")
    func outOfRange() throws {
        let url = try file("magnetRadius: 80\nspringResponse: 9\n")
        #expect(throws: PointerConfigurationError.outOfRange(.springResponse, 9)) { try PointerConfiguration(contentsOf: url) }
        let message = PointerConfigurationError.outOfRange(.springResponse, 9).description
        #expect(message.contains("springResponse") && message.contains("0.05…2 s"))
    }

    @Test("nothing of a refused configuration is applied")
    func allOrNothing() throws {
        let start = try PointerConfiguration().applying(["magnetRadius": 100])
        #expect(throws: PointerConfigurationError.outOfRange(.parallaxFactor, 3)) {
            try start.applying(yaml: "liftGrowth: 20\nparallaxFactor: 3\n")
        }
        #expect(start.magnetRadius == 100 && start.liftGrowth == PointerConfiguration().liftGrowth)
    }

    @Test("unknown keys, words for numbers, lists and broken YAML get clear errors")
    func malformed() throws {
        #expect(throws: PointerConfigurationError.unknownKey("springRespons")) { try PointerConfiguration(yaml: "springRespons: 0.3") }
        #expect(throws: PointerConfigurationError.notANumber(.springResponse, "fast")) { try PointerConfiguration(yaml: "springResponse: fast") }
        #expect(throws: PointerConfigurationError.notANumber(.magnetRadius, "a list")) { try PointerConfiguration(yaml: "magnetRadius: [1, 2]") }
        #expect(throws: PointerConfigurationError.malformed("the document is not a mapping of keys to numbers")) {
            try PointerConfiguration(yaml: "- 1\n- 2\n")
        }
        #expect(throws: PointerConfigurationError.self) { try PointerConfiguration(yaml: "springResponse: [0.3\n") }
        #expect(throws: PointerConfigurationError.outOfRange(.idleFadeDelay, .infinity)) { try PointerConfiguration(yaml: "idleFadeDelay: 1e400") }
        #expect(throws: PointerConfigurationError.self) {  // Yams or PointerKit refuses the second
            try PointerConfiguration(yaml: "{\"liftGrowth\": 1, \"liftGrowth\": 2}")
        }
    }

    @Test("a YAML bomb of nested aliases is refused at once, not expanded")
    func aliasBomb() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 { text += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        text += "liftGrowth: *a9\n"
        let start = ContinuousClock.now
        #expect(throws: PointerConfigurationError.unknownKey("a0")) { try PointerConfiguration(yaml: text) }
        #expect(throws: PointerConfigurationError.notANumber(.liftGrowth, "a list")) {
            try PointerConfiguration(yaml: text.replacingOccurrences(of: "a0: &a0", with: "liftGrowth: &a0")
                .replacingOccurrences(of: "liftGrowth: *a9\n", with: ""))
        }
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test("a missing file says which path could not be read")
    func missingFile() {
        let url = URL(fileURLWithPath: "/nonexistent/pointer.yaml")
        do {
            _ = try PointerConfiguration(contentsOf: url)
            Issue.record("a missing file was read")
        } catch {
            guard case .unreadable(let path, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path == "/nonexistent/pointer.yaml")
        }
    }

    @Test("an empty file is the defaults")
    func emptyFile() throws {
        #expect(try PointerConfiguration(yaml: "# nothing tuned yet\n") == PointerConfiguration())
    }

    @Test("Pointer Control's switches read as true or false, on or off, and its colour as '#RRGGBB'; anything else names the key")
    func pointerControlWords() throws {
        let c = try PointerConfiguration(yaml: "increaseContrast: true\npointerAnimations: off\npointerBorderColor: '#FF9500'\npointerBorderWidth: 2\n")
        #expect(c.increasesContrast && !c.pointerAnimations && c.pointerBorderWidth == 2)
        #expect(c[.pointerBorderColor] == 0xFF9500)
        #expect(throws: PointerConfigurationError.notANumber(.trackpadInertia, "maybe")) { try PointerConfiguration(yaml: "trackpadInertia: maybe\n") }
        #expect(throws: PointerConfigurationError.notANumber(.pointerBorderColor, "#FF95")) { try PointerConfiguration(yaml: "pointerBorderColor: '#FF95'\n") }
        #expect(c.yaml.contains("pointerBorderColor: '#ff9500'") && c.yaml.contains("increaseContrast: true"))
    }
}
