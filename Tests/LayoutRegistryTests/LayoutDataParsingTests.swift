import Geometry
import LayoutRegistry
import Testing

@Suite("LayoutData.parse: the --data file format")
struct LayoutDataParsingTests {
    @Test func readsEveryKey() throws {
        let json = """
            {"sections": [
              {"items": [{"width": 50, "height": 40}, {"width": 12.5, "height": 0}],
               "headerSize": {"width": 0, "height": 40}, "footerSize": {"width": 10, "height": 20},
               "inset": {"top": 1, "left": 2, "bottom": 3, "right": 4},
               "minimumLineSpacing": 10, "minimumInteritemSpacing": 5e-1},
              {"items": []}
            ]}
            """
        let data = try LayoutData.parse(json: json, source: "feed.json")
        #expect(
            data
                == LayoutData(sections: [
                    LayoutData.Section(
                        items: [Size(width: 50, height: 40), Size(width: 12.5, height: 0)],
                        headerSize: Size(width: 0, height: 40), footerSize: Size(width: 10, height: 20),
                        inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), minimumLineSpacing: 10, minimumInteritemSpacing: 0.5),
                    LayoutData.Section(items: []),
                ]))
        #expect(data.itemCounts == [2, 0])
    }

    @Test func stringEscapesAreDecoded() throws {
        // A key with escapes is still an unknown key, named decoded in the message.
        #expect(
            throws: LayoutRegistryError.dataFile(
                path: "f.json", location: "the top level", message: "unknown key \"s\u{e9}\"; expected \"sections\"")
        ) {
            try LayoutData.parse(json: #"{"s\u00e9": 1}"#, source: "f.json")
        }
    }

    @Test(arguments: [
        // Bad values: the path to the value and what was expected.
        (
            #"{"sections": [{"items": [{"width": 1, "height": 2}, {"width": "abc", "height": 2}]}]}"#,
            "data file 'd.json': sections[0].items[1].width: expected a number 0 or more, found the string \"abc\""
        ),
        (
            #"{"sections": [{"items": [{"width": -1, "height": 2}]}]}"#,
            "data file 'd.json': sections[0].items[0].width: expected a number 0 or more, found the number -1"
        ),
        (
            #"{"sections": [{"items": [{"width": 1}]}]}"#,
            "data file 'd.json': sections[0].items[0]: missing key \"height\""
        ),
        (
            #"{"sections": [{"items": [], "inset": {"top": 0, "left": 0, "bottom": 0}}]}"#,
            "data file 'd.json': sections[0].inset: missing key \"right\""
        ),
        (
            #"{"sections": [{"items": [], "minimumLineSpacing": null}]}"#,
            "data file 'd.json': sections[0].minimumLineSpacing: expected a number 0 or more, found null"
        ),
        (
            #"{"sections": [{"item": []}]}"#,
            "data file 'd.json': sections[0]: unknown key \"item\"; expected \"items\", \"headerSize\", \"footerSize\", \"inset\", \"minimumLineSpacing\", \"minimumInteritemSpacing\""
        ),
        (#"{"sections": {}}"#, "data file 'd.json': sections: expected an array of sections, found an object"),
        (#"{"sections": [{"items": 3}]}"#, "data file 'd.json': sections[0].items: expected an array of items, found the number 3"),
        (#"[1]"#, "data file 'd.json': the top level: expected an object, found an array"),
        (#"{}"#, "data file 'd.json': the top level: missing key \"sections\""),
        // Syntax errors: line and column.
        ("{\"sections\": [\n  {\"items\": [],}\n]}", "data file 'd.json': line 2, column 16: expected a key in double quotes, found '}'"),
        ("{\"sections\": [1 2]}", "data file 'd.json': line 1, column 17: expected ',' or ']' in an array, found '2'"),
        ("{\"sections\": [], \"sections\": []}", "data file 'd.json': line 1, column 18: duplicate key \"sections\""),
        ("{\"sections\": [01]}", "data file 'd.json': line 1, column 15: a number cannot start with 0"),
        ("{\"sections\": [1e999]}", "data file 'd.json': line 1, column 15: the number 1e999 is too large"),
        ("{\"sections\": \"abc", "data file 'd.json': line 1, column 18: unterminated string"),
        ("", "data file 'd.json': line 1, column 1: expected a value, found the end of the file"),
        ("{} x", "data file 'd.json': line 1, column 4: unexpected text after the end of the document"),
        ("// c\n{}", "data file 'd.json': line 1, column 1: expected a value, found '/'"),
        (String(repeating: "[", count: 300), "data file 'd.json': line 1, column 257: nesting deeper than 256 levels"),
    ])
    func malformedFilesNameTheFileThePlaceAndTheExpectation(json: String, message: String) {
        do {
            _ = try LayoutData.parse(json: json, source: "d.json")
            Issue.record("expected an error for \(json)")
        } catch {
            #expect(error.description == message)
        }
    }
}
