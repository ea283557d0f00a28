import CVKitJSON
import Testing

@Suite("JSONValue: writing")
struct JSONWritingTests {
    static let sample = JSONValue.object([
        ("text", .string("quote \" backslash \\ newline \n tab \t bell \u{07} é 😀 <b>")),
        ("numbers", .array([.integer(-3), .number(0.1), .number(1e-7), .number(12.5), .integer(Int.max), .number(50), .number(-0.0)])),
        ("flags", .array([.bool(true), .bool(false), .null])),
        ("empty", .object([])), ("none", .array([])),
    ])

    @Test func compactEscapesAndFormatsNumbersAsTheDumpContractSays() {
        #expect(
            Self.sample.formatted()
                == #"{"text":"quote \" backslash \\ newline \n tab \t bell \u0007 é 😀 <b>","numbers":[-3,0.1,1e-07,12.5,9223372036854775807,50,0],"flags":[true,false,null],"empty":{},"none":[]}"#
        )
        #expect(JSONValue.array([.number(.nan), .number(.infinity), .number(-.infinity)]).formatted() == "[null,null,null]")
        #expect(JSONValue.string("<script>").formatted(escapingLessThan: true) == #""\u003cscript>""#)
        #expect(JSONValue.literal("a\u{1F}b") == #""a\u001fb""#)
    }

    @Test func spacedPutsASpaceAfterColonsAndCommas() {
        #expect(
            JSONValue.object([("a", .array([.integer(1), .integer(2)])), ("b", .object([("c", .null)]))]).formatted(.spaced)
                == #"{"a": [1, 2], "b": {"c": null}}"#)
    }

    @Test func linesExpandsTheTopObjectAndItsArraysOnly() {
        let value = JSONValue.object([
            ("version", .integer(1)),
            ("bounds", .object([("x", .integer(0)), ("y", .number(2.5))])),
            ("rows", .array([.object([("name", .string("a")), ("range", .array([.integer(0), .integer(9)]))]), .object([])])),
            ("empty", .array([])),
        ])
        #expect(
            value.formatted(.lines) == """
                {
                  "version": 1,
                  "bounds": {"x": 0, "y": 2.5},
                  "rows": [
                    {"name": "a", "range": [0, 9]},
                    {}
                  ],
                  "empty": []
                }
                """)
        #expect(JSONValue.object([]).formatted(.lines) == "{}")
        #expect(JSONValue.array([.integer(1)]).formatted(.lines) == "[1]")
    }
}

@Suite("JSONValue: reading")
struct JSONReadingTests {
    @Test func whatIsWrittenReadsBackEqual() throws {
        #expect(try JSONValue.parse(JSONWritingTests.sample.formatted()) == JSONWritingTests.sample)
        #expect(try JSONValue.parse(JSONWritingTests.sample.formatted(.lines)) == JSONWritingTests.sample)
    }

    @Test func integersAndNumbersAreTold() throws {
        #expect(
            try JSONValue.parse("[3, -0, 3.0, 1e2, 9223372036854775808]")
                == .array([.integer(3), .integer(0), .number(3), .number(100), .number(9.223372036854775808e18)]))
        guard case .integer(let i)? = try JSONValue.parse("[9223372036854775807]").arrayValue?.first else {
            Issue.record("Int.max is not read as an integer")
            return
        }
        #expect(i == Int.max)
        #expect(JSONValue.integer(3) == .number(3))
        #expect(JSONValue.number(3).intValue == 3 && JSONValue.number(3.5).intValue == nil && JSONValue.number(1e300).intValue == nil)
    }

    @Test func escapesAndWhitespaceAreRead() throws {
        #expect(
            try JSONValue.parse(#" { "a" : [ 1 , 2.5e1 , "\u00e9\ud83d\ude00\/" ] } "#)
                == .object([("a", .array([.integer(1), .number(25), .string("é😀/")]))]))
        #expect(try JSONValue.parse("-0.5")["x"] == nil)
        #expect(try JSONValue.parse(#"{"a": 1}"#)["a"]?.intValue == 1)
    }

    @Test(arguments: [
        ("", "line 1, column 1: expected a value, found the end of the file", 0),
        ("{\"a\" 1}", "line 1, column 6: expected ':' after the key \"a\", found '1'", 5),
        ("[1 2]", "line 1, column 4: expected ',' or ']' in an array, found '2'", 3),
        ("{1: 2}", "line 1, column 2: expected a key in double quotes, found '1'", 1),
        ("\"abc", "line 1, column 5: unterminated string", 4),
        ("[\n\"a\nb\"]", "line 2, column 3: control character in a string; write it escaped", 4),
        ("\"\\x\"", "line 1, column 3: invalid escape '\\x' in a string", 2),
        ("\"\\ud800\"", "line 1, column 8: a high surrogate must be followed by a low surrogate", 7),
        ("\"\\u12\"", "line 1, column 4: expected four hex digits after \\u", 3),
        ("tru", "line 1, column 1: expected a value, found 't'", 0),
        ("1e999", "line 1, column 1: the number 1e999 is too large", 0),
        ("+1", "line 1, column 1: expected a value, found '+'", 0),
        ("[] []", "line 1, column 4: unexpected text after the end of the document", 3),
        ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate key \"a\"", 9),
        ("[01]", "line 1, column 2: a number cannot start with 0", 1),
    ])
    func malformedTextSaysWhereAndWhat(text: String, message: String, offset: Int) {
        do {
            _ = try JSONValue.parse(text)
            Issue.record("\(text) was read")
        } catch {
            #expect(error.description == message)
            #expect(error.offset == offset)
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do {
            _ = try JSONValue.parse(deep)
            Issue.record("100000 levels were read")
        } catch {
            #expect(error.description == "line 1, column 257: nesting deeper than 256 levels" && error.offset == 256)
        }
        #expect(throws: Never.self) { try JSONValue.parse(String(repeating: "[", count: 250) + String(repeating: "]", count: 250)) }
    }

    @Test func summariesNameTheValue() {
        #expect(JSONValue.integer(-1).summary == "the number -1")
        #expect(JSONValue.number(2.5).summary == "the number 2.5")
        #expect(JSONValue.string("abcdefghijklmnopqrstuvwxyz").summary == "the string \"abcdefghijklmnopqrst…\"")
        #expect(
            JSONValue.object([]).summary == "an object" && JSONValue.array([]).summary == "an array" && JSONValue.null.summary == "null")
    }
}
