@testable import LayoutRegistry
import Testing

@Suite("The plugin boundary's JSON")
struct PluginJSONTests {
    @Test func valuesRoundTrip() throws {
        let value = PluginJSON.object([
            ("text", .string("quote \" backslash \\ newline \n tab \t bell \u{07} é 😀")),
            ("numbers", .array([.int(-3), .double(0.1), .double(1e-7), .double(12.5), .int(Int.max)])),
            ("flags", .array([.bool(true), .bool(false), .null])),
            ("empty", .object([])), ("none", .array([])),
        ])
        let text = value.serialized
        #expect(text == #"{"text":"quote \" backslash \\ newline \n tab \t bell \u0007 é 😀","numbers":[-3,0.1,1e-07,12.5,9223372036854775807],"flags":[true,false,null],"empty":{},"none":[]}"#)
        #expect(try PluginJSON.parse(text) == value)
        #expect(PluginJSON.double(.infinity).serialized == "null")
    }

    @Test func escapesAndWhitespaceAreRead() throws {
        #expect(try PluginJSON.parse(#" { "a" : [ 1 , 2.5e1 , "\u00e9\ud83d\ude00\/" ] } "#)
            == .object([("a", .array([.int(1), .double(25), .string("é😀/")]))]))
        #expect(try PluginJSON.parse("-0.5")["x"] == nil)
        #expect(try PluginJSON.parse("[1]").intValue == nil)
        #expect(PluginJSON.double(3).intValue == 3 && PluginJSON.double(3.5).intValue == nil && PluginJSON.double(1e300).intValue == nil)
    }

    @Test(arguments: [
        ("", "unexpected end of text at byte 0"),
        ("{\"a\" 1}", "expected ':' at byte 5"),
        ("[1 2]", "expected ',' or ']' at byte 3"),
        ("{1: 2}", "expected a string key at byte 1"),
        ("\"abc", "unterminated string at byte 4"),
        ("\"a\nb\"", "control character in a string at byte 2"),
        ("\"\\x\"", "invalid escape at byte 2"),
        ("\"\\ud800\"", "unpaired surrogate at byte 7"),
        ("\"\\u12\"", "invalid \\u escape at byte 3"),
        ("tru", "invalid literal at byte 0"),
        ("1e999", "invalid number '1e999' at byte 0"),
        ("+1", "invalid number '+1' at byte 0"),
        ("[] []", "unexpected text after the value at byte 3"),
        ("@", "unexpected character at byte 0"),
    ])
    func malformedTextIsAnErrorWithItsOffset(text: String, message: String) {
        #expect(throws: PluginJSONParseError.self) { try PluginJSON.parse(text) }
        do {
            _ = try PluginJSON.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: PluginJSONParseError(message: "nesting deeper than 200 levels", offset: 200)) { try PluginJSON.parse(deep) }
        #expect(throws: Never.self) { try PluginJSON.parse(String(repeating: "[", count: 150) + String(repeating: "]", count: 150)) }
    }
}
