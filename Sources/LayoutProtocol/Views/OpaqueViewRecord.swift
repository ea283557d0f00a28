/// Room on a view for a module above `LayoutProtocol` that keeps a record of it: two
/// references and two values, untyped here because that module's types are not visible
/// here. `LayoutProtocol` never reads it; the `ReuseQueue` module reads and writes it
/// through its own typed names (`ReuseMembership`).
///
/// Stored in the view, so that module finds its record of a view in one access, without
/// hashing the view.
package struct OpaqueViewRecord {
    /// The first reference: the module keeps it alive.
    package var first: AnyObject
    /// The second reference, `unowned(unsafe)`: no reference counting; the module that
    /// stores it says why it stays alive while it is read.
    package unowned(unsafe) var second: AnyObject
    /// A number.
    package var number: Int
    /// A flag.
    package var flag: Bool

    /// Creates a record.
    package init(first: AnyObject, second: AnyObject, number: Int, flag: Bool) {
        self.first = first
        self.second = second
        self.number = number
        self.flag = flag
    }
}
