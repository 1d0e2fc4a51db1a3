// `import PointerUIKit`, like `import UIKit`, brings Foundation, and with it the Core Graphics
// value types Linux Foundation has (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`); PointerUIKit adds
// `CGAffineTransform` and `CGColor`. iPad code that imports only UIKit then compiles with only
// this import (issue 14's largest group of errors).
@_exported import Foundation
