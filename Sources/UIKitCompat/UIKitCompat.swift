// UIKit's names over CVKit: `import UIKitCompat` in place of `import UIKit`, as `import UIKit`
// brings Foundation (CGRect, IndexPath, NSObject) with it.
@_exported import Foundation
