import PointerUIKit
import PointerConfigurationFile
import PointerPlaygroundMessages

extension PlaygroundSession {
    /// Live tuning: `tune` sets keys (all or nothing) or resets to the configuration the
    /// session began with; `tuneFile` loads a configuration file's text (the defaults with the
    /// file's values, as `--config` reads it). A refused change names the key and changes
    /// nothing.
    func tune(_ m: PlaygroundMessage) throws(PlaygroundError) {
        let next: PointerConfiguration
        do {
            if m.t == "tuneFile" {
                guard let text = m.text else { throw PlaygroundError.invalid("tuneFile needs text") }
                next = try PointerConfiguration(yaml: text)
            } else if m.reset == true {
                next = baseConfiguration
            } else if let values = m.values, !values.isEmpty {
                next = try configuration.applying(values)
            } else {
                throw PlaygroundError.invalid("tune needs values (key to number) or reset")
            }
        } catch let error as PlaygroundError {
            throw error
        } catch {
            throw .invalid("\(m.t): \(error)")
        }
        configuration = next
        window.pointerConfiguration = next
        tuningChanged = true
    }

    /// The configuration for the page's tuning panel, once after it changed (and at the start),
    /// else nil: `{"t":"tuning","keys":[{"key","unit","min","max","default","value","summary","kind"}…],"yaml":…}`
    /// (`kind`: "number", "switch" for 0 or 1, "color" for 0xRRGGBB);
    /// `yaml` is the file the panel's Save writes.
    public func takeTuningMessage() -> String? {
        guard tuningChanged else { return nil }
        tuningChanged = false
        let defaults = PointerConfiguration()
        let keys = PointerConfigurationKey.allCases.map { key in
            var k = JSONObject()
            k.add("key", key.rawValue)
            k.add("unit", key.unit)
            // Full precision (the frame's numbers keep three decimals; 0.9995 must not read 1).
            k.addRaw("min", String(key.range.lowerBound))
            k.addRaw("max", String(key.range.upperBound))
            k.addRaw("default", String(defaults[key]))
            k.addRaw("value", String(configuration[key]))
            k.add("summary", key.summary)
            k.add("kind", key.kind.rawValue)
            return k.text
        }
        var message = JSONObject()
        message.add("t", "tuning")
        message.addRaw("keys", "[" + keys.joined(separator: ",") + "]")
        message.add("yaml", configuration.yaml)
        return message.text
    }
}
