import Foundation

extension StudyLog {
    /// The CSV columns, in order.
    public static let csvColumns = ["study", "participant", "source", "device", "condition", "practice", "block", "trial",
                                    "width", "distance", "target", "targetX", "targetY", "fromX", "fromY", "start", "end",
                                    "movementTime", "x", "y", "hit", "selected"]

    /// The trials as CSV (RFC 4180: a header row, then one row per trial; text with a comma,
    /// quote or line break is quoted). Times are seconds.
    public static func csv(_ trials: [StudyTrial]) -> String {
        var out = csvColumns.joined(separator: ",") + "\r\n"
        for t in trials {
            let fields: [String] = [
                quoted(t.study), quoted(t.participant), t.source.rawValue, t.device.rawValue, quoted(t.condition),
                String(t.practice), String(t.block), String(t.trial), number(t.width), number(t.distance), String(t.target),
                number(t.targetX), number(t.targetY), number(t.fromX), number(t.fromY), number(t.start), number(t.end),
                number(t.movementTime), number(t.x), number(t.y), String(t.hit), t.selected.map(String.init) ?? "",
            ]
            out += fields.joined(separator: ",") + "\r\n"
        }
        return out
    }

    static func quoted(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func number(_ value: Double) -> String { String(format: "%.4f", value) }
}
