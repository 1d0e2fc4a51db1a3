// A window's pointer tuned from a configuration file (YAML, or JSON).
import PointerUIKit
import PointerConfigurationFile
// snippet.hide
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
do {
// snippet.show

window.pointerConfiguration = try PointerConfiguration(contentsOf: URL(fileURLWithPath: "pointer.yaml"))
// snippet.hide
} catch {
    print(error)
}
