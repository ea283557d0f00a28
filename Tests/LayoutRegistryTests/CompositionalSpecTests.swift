import BuiltinCatalog
import Geometry
import LayoutProtocol
import Testing

@Suite("The compositional spec decoder")
struct CompositionalSpecTests {
    func layout(_ json: String, items: [Int], width: Double = 300) throws -> CollectionViewLayout {
        let layout = try CompositionalSpec.decode(json: json)
        layout.host = StaticLayoutHost(itemCounts: items, bounds: Rect(x: 0, y: 0, width: width, height: 600))
        try layout.prepareIfNeeded()
        return layout
    }

    func frame(_ layout: CollectionViewLayout, _ item: Int, _ section: Int = 0) -> Rect? {
        layout.layoutAttributesForItem(at: ElementIndexPath(item: item, section: section))?.frame
    }

    @Test func everyKindOfValue() throws {
        let l = try layout(
            #"""
            {"scrollDirection": "vertical", "interSectionSpacing": 10, "contentInsetsReference": "none",
             "boundarySupplementaryItems": [{"kind": "banner", "width": {"fractionalWidth": 1}, "height": {"absolute": 30}}],
             "sections": [
              {"contentInsets": {"leading": 10, "trailing": 10}, "interGroupSpacing": 5,
               "decorationItems": [{"background": "bg", "contentInsets": {"top": 1}, "zIndex": -2}],
               "boundarySupplementaryItems": [{"kind": "header", "width": {"fractionalWidth": 1}, "height": {"absolute": 20},
                                               "alignment": "top", "pinToVisibleBounds": false, "extendsBoundary": true, "zIndex": 3}],
               "group": {"layout": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 50},
                         "interItemSpacing": {"flexible": 0},
                         "subitems": [{"width": {"absolute": 40}, "height": {"fractionalHeight": 1},
                                       "edgeSpacing": {"top": {"fixed": 5}},
                                       "supplementaryItems": [{"kind": "badge", "width": {"absolute": 10}, "height": {"absolute": 10},
                                          "containerAnchor": {"edges": ["top", "trailing"], "absoluteOffset": {"x": 2, "y": -2}}}]}]}},
              {"orthogonalScrollingBehavior": "paging",
               "group": {"layout": "custom", "width": {"absolute": 100}, "height": {"absolute": 40},
                         "customItems": [{"frame": {"x": 0, "y": 0, "width": 60, "height": 40}, "zIndex": 2}]}}
             ]}
            """#, items: [8, 2])
        // Content 280 wide: seven 40-point items fit exactly, no flexible space left.
        #expect(frame(l, 0) == Rect(x: 10, y: 55, width: 40, height: 50))
        #expect(frame(l, 6) == Rect(x: 250, y: 55, width: 40, height: 50))
        #expect(frame(l, 7) == Rect(x: 10, y: 110, width: 40, height: 50))
        #expect(
            l.layoutAttributesForSupplementaryView(ofKind: "badge", at: ElementIndexPath(item: 0, section: 0))?.frame
                == Rect(x: 42, y: 53, width: 10, height: 10))
        #expect(l.layoutAttributesForSupplementaryView(ofKind: "header", at: ElementIndexPath(item: 0, section: 0))?.zIndex == 3)
        #expect(
            l.layoutAttributesForDecorationView(ofKind: "bg", at: ElementIndexPath(item: 0, section: 0))?.frame
                == Rect(x: 0, y: 31, width: 300, height: 124), "the section 30…155, less 1 at the top")
        // Section 1 starts 10 below; its custom groups line up across, 100 apart.
        #expect(frame(l, 1, 1) == Rect(x: 100, y: 165, width: 60, height: 40))
        #expect(l.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 1))?.zIndex == 2)
        #expect(l.contentSize == Size(width: 300, height: 205))
    }

    @Test func listSectionsAndSectionsPastTheEnd() throws {
        let l = try layout(
            #"{"sections": [{"list": {"appearance": "grouped", "headerMode": "supplementary", "estimatedRowHeight": 50}}]}"#, items: [1, 1])
        #expect(frame(l, 0) == Rect(x: 0, y: 38, width: 300, height: 50))
        #expect(frame(l, 0, 1) == Rect(x: 0, y: 146, width: 300, height: 50), "section 1 repeats the last spec")
    }

    @Test func errorsNameThePath() {
        func error(_ json: String) -> String {
            do {
                _ = try CompositionalSpec.decode(json: json)
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(error(#"{"sections": []}"#) == "sections: expected a non-empty array of sections")
        #expect(error(#"{}"#) == "sections: missing; this key is required")
        #expect(
            error(#"{"sections": [{"group": {"layout": "diagonal", "width": {"absolute": 1}, "height": {"absolute": 1}}}]}"#)
                == "sections[0].group.layout: unknown value \"diagonal\"; expected one of: horizontal, vertical, custom")
        #expect(
            error(
                #"{"sections": [{"group": {"layout": "horizontal", "width": {"absolute": 1, "estimated": 2}, "height": {"absolute": 1}, "subitems": []}}]}"#
            )
                == "sections[0].group.width: expected exactly one of: fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings"
        )
        #expect(
            error(
                #"{"sections": [{"group": {"layout": "horizontal", "count": 2, "width": {"absolute": 1}, "height": {"absolute": 1}, "subitems": []}}]}"#
            )
                == "sections[0].group.count: a repeating group has exactly one subitem, got 0")
        #expect(
            error(#"{"sections": [{"orthogonalScrollingBehavior": "sideways", "list": {}}]}"#)
                == "sections[0].orthogonalScrollingBehavior: unknown value \"sideways\"; expected one of: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered"
        )
        #expect(
            error(
                #"{"sections": [{"group": {"layout": "vertical", "width": {"absolute": 1}, "height": {"absolute": 1}, "subitems": [{"width": {"absolute": 1}, "height": {"absolute": 1}, "supplementaryItems": [{"kind": "b", "width": {"absolute": 1}, "height": {"absolute": 1}, "containerAnchor": {"edges": ["middle"]}}]}]}}]}"#
            )
                == "sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.edges[0]: expected one of: top, leading, bottom, trailing"
        )
        #expect(error(#"{"sections": [{"list": {}, "group": {}}]}"#) == "sections[0]: a section has \"group\" or \"list\", not both")
        #expect(
            error(#"{"sections": [{"list": {"showsSeparators": "yes"}}]}"#)
                == "sections[0].list.showsSeparators: expected true or false, got the string \"yes\"")
    }
}
