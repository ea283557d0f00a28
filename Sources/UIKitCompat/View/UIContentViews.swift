import Foundation

/// A colour (`UIColor`): its red, green, blue and alpha components, kept for comparison;
/// nothing is drawn.
public final class UIColor: NSObject, Sendable {
    /// Red, 0 to 1.
    public let red: CGFloat
    /// Green, 0 to 1.
    public let green: CGFloat
    /// Blue, 0 to 1.
    public let blue: CGFloat
    /// Opacity, 0 to 1.
    public let alpha: CGFloat

    /// A colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }

    /// A grey from its brightness.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The components, as UIKit's `getRed(_:green:blue:alpha:)` writes them; always `true`.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Whether both have the same components.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    /// A hash of the components.
    public override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        return hasher.finalize()
    }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey (one third white).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Light grey (two thirds white).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey (half white).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent black.
    public static let clear = UIColor(white: 0, alpha: 0)
}

/// An image (`UIImage`): an opaque value with a size; nothing is decoded or drawn.
public final class UIImage: NSObject, Sendable {
    /// The size in points.
    public let size: CGSize
    /// Points to pixels.
    public let scale: CGFloat

    /// An image of a size, for tests that lay out image views.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
        super.init()
    }
}

/// A label (`UILabel`): a view that stores its text and settings. There are no fonts, so its
/// ``UIView/intrinsicContentSize`` is none unless ``UIView/fittingSizeHandler`` or an override says
/// otherwise.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The text's colour.
    open var textColor: UIColor?
    /// The greatest number of lines; 1 by default, 0 for no limit.
    open var numberOfLines = 1
    /// The width a multi-line label wraps at.
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// A label with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A label of zero size.
    public convenience override init() { self.init(frame: .zero) }

    /// A label from an archive; nothing is decoded.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// An image view (`UIImageView`): a view that stores its image; its
/// ``UIView/intrinsicContentSize`` is the image's size, as in UIKit.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?

    /// An image view showing an image, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// An image view with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// An image view of zero size.
    public convenience override init() { self.init(frame: .zero) }

    /// An image view from an archive; nothing is decoded.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The image's size, or none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
