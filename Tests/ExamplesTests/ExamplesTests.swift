import Testing

/// Runs every example program and checks its exit code and key lines of its output
/// (exact values), so the examples cannot silently rot.
@Suite("Examples")
struct ExamplesTests {
    static let names = [
        "ClassHierarchyTree", "PhotoFeed", "InteractiveTransition", "LayoutPluginWalkthrough", "ContactSearch", "AppStoreScreen",
        "GestureSession", "ChatTimeline",
    ]

    @Test("AppStoreScreen: a pinned title, a paging carousel, a 3-row shelf and a list in one compositional layout")
    func appStoreScreen() throws {
        let result = try ExampleRunner.run("AppStoreScreen")
        ExampleRunner.expectSuccess(
            result, steps: 4,
            containing: [
                "content size: 390x1444\ntitle bar: (0, 0, 390, 44)\n",
                "card 0: (20, 80, 315, 200), card 1: (345, 80, 315, 200)\n",
                "shelf app 0: (20, 340, 280, 52), app 3: (312, 340, 280, 52)\n",
                "list row 0: (0, 564, 390, 44)\n",
                "carousel: content 1655 wide, 390 visible\n",
                "app store 390x600 at 0,0 · content 390x1444 · 13 elements\n",
                "fling 1: the pan scrolls section 0 at 1500 pt/s\nmid-flight after 6 frames: offset 181.8\n",
                "fling 1: lands at 325; card 1 at (20, 80, 315, 200) scale 0.9825; card 0 scale 0.9\n",
                "fling 3: lands at 975; card 3 at (20, 80, 315, 200) scale 0.9825; card 2 scale 0.9\n",
                "the page did not move: content offset (0, 0)\n",
                "lands at 650; card 2 at (20, 80, 315, 200)\nthe shelf did not move: app 0 at (20, 340, 280, 52)\n",
                "shelf lands at 292; app 3 at (20, 340, 280, 52)\nthe pan scrolls the page: content offset (0, 400)\n",
                "title bar at (0, 400, 390, 44)\n",
                "app store 390x600 at 0,400 · content 390x1444 · 27 elements\n",
            ])
    }

    @Test("ClassHierarchyTree: the seed's class tree, its cells, connections and text rendering")
    func classHierarchyTree() throws {
        let result = try ExampleRunner.run("ClassHierarchyTree")
        ExampleRunner.expectSuccess(
            result, steps: 6,
            containing: [
                "sections (levels): 5, rows: 6, content size: 700x360\n",
                "[0, 0] NSObject frame (10, 10, 120, 40) subclasses: UIResponder, UICollectionViewLayout, UICollectionViewLayoutAttributes\n",
                "[1, 1] UICollectionViewLayout frame (150, 190, 120, 40) subclasses: UICollectionViewFlowLayout, UICollectionViewTransitionLayout\n",
                "[4, 1] UICollectionViewCell frame (570, 70, 120, 40) subclasses: none\n",
                "NSObject -> UICollectionViewLayoutAttributes: frame (130, 29, 20, 302) zIndex -1, shown\n",
                "UICollectionReusableView -> UICollectionViewCell: frame (550, 89, 20, 2) zIndex -1, shown\n",
                "visible cells: 13, visible connections: 12\n",
                "reuse pool: created 25, reused 0, in use 25, queued 0\n",
                "tree 720x400 at 0,0 · content 700x360 · 25 elements\n",
            ])
    }

    @Test("PhotoFeed: columns from the width, the mosaic, and the sample's two batches")
    func photoFeed() throws {
        let result = try ExampleRunner.run("PhotoFeed")
        ExampleRunner.expectSuccess(
            result, steps: 6,
            containing: [
                "(interitem spacing 0: the sample's column width ignores the spacing, so with 0 the columns fit exactly)\n",
                "width 375: 1 column(s), item size 375x70, content size 375x630\n",
                "width 1024: 3 column(s), item size 341x70, content size 1024x230\n",
                "  [0, 2] Chloé: (683, 0, 341, 70)\n",
                "  [0, 4] photo 4: (251, 403, 124, 100)\n",
                "  [0, 8] photo 8: (126, 604, 249, 200)\n",
                "visible items at offset 400: [1, 2, 3, 4, 5, 6, 7, 8]\n",
                // The reloads: not animated, one reload item each, in descending order.
                "animated: false, duration: 0 s\nupdate items, in the order the layout gets them:\n  reload 0-6\n  reload 0-2\n",
                // The animated batch: UIKit's order (deletes, moves, inserts) and its plan.
                "animated: true, duration: 0.3 s\nupdate items, in the order the layout gets them:\n  delete 0-0\n  move 0-5 -> 0-1\n  insert 0-3\n",
                "  delete cell [0, 0]: frame (0, 10, 375, 70) alpha 1 -> frame (0, 10, 375, 70) alpha 0\n",
                "  move cell [0, 1] (was [0, 5]): frame (0, 410, 375, 70) alpha 1 -> frame (0, 90, 375, 70) alpha 1\n",
                "  insert cell [0, 3]: frame (0, 250, 375, 70) alpha 0 -> frame (0, 250, 375, 70) alpha 1\n",
                "completion: finished true\n",
                "0 Ben, 1 Finn, 2 Chloé*, 3 Iris, 4 Dev, 5 Emi, 6 Grace*, 7 Hiro\n",
            ])
    }

    @Test("InteractiveTransition: interpolated frames, then a finish and a cancel with their completions")
    func interactiveTransition() throws {
        let result = try ExampleRunner.run("InteractiveTransition")
        ExampleRunner.expectSuccess(
            result, steps: 6,
            containing: [
                "layout: FlowLayout, content size 320x350\n  [0, 0] (0, 0, 80, 80)\n  [0, 1] (120, 0, 80, 80)\n  [0, 4] (120, 90, 80, 80)\n",
                "layout: TransitionLayout, progress 0\n",
                "progress 0.5:\n  [0, 0] (0, 0, 200, 62)\n  [0, 1] (60, 22.5, 200, 62)\n  [0, 4] (60, 135, 200, 62)\n",
                "progress 1.2 (overshoot):\n  [0, 0] (0, 0, 368, 36.8)\n  [0, 1] (-24, 54, 368, 36.8)\n",
                "progress speed: -9.6 per second",
                "end animation: 0.25 s",
                "  frame 3: progress 0.98, item [0, 1] (3, 43.88, 314, 44.9)\ncompletion: completed true, finished true\n  ended after 4 frames\n",
                "completion: completed true, finished true\n",
                "layout: the compositional list, content size 320x539\n  [0, 0] (0, 0, 320, 44)\n  [0, 1] (0, 45, 320, 44)\n  [0, 4] (0, 180, 320, 44)\n",
                "progress speed: -1.6 per second; end animation: 0.37 s\n",
                "completion: completed true, finished false\n  ended after 6 frames\n",
                "completion: completed true, finished false\n",
                "finish: completed true, finished true\ncancel: completed true, finished false\n",
            ])
        // After the cancel the grid is back with its frames.
        let afterCancel = result.stdout.components(separatedBy: "completion: completed true, finished false\n").last ?? ""
        #expect(afterCancel.contains("layout: FlowLayout, content size 320x350\n  [0, 0] (0, 0, 80, 80)\n  [0, 1] (120, 0, 80, 80)\n"))
    }

    @Test("LayoutPluginWalkthrough: register, make by name, typed errors, conformance, JSON")
    func layoutPluginWalkthrough() throws {
        let result = try ExampleRunner.run("LayoutPluginWalkthrough")
        ExampleRunner.expectSuccess(
            result, steps: 6,
            containing: [
                "  cell [0, 2] frame (60, 88, 60, 40)\n",
                "staircase — Items on a diagonal staircase (plugin StaircasePlugin)\n",
                "  rise: number = 44, 0...10000 — vertical step between two items\n",
                "registering twice: a layout named 'staircase' is already registered (from plugin StaircasePlugin); choose another name\n",
                "content size 300x205\n",
                "  cell [1, 1] frame (250, 175, 50, 30)\n",
                "  rise=-5: value -5 for parameter 'rise' of layout 'staircase' is out of range 0...10000\n",
                "  run=fast: invalid value 'fast' for parameter 'run' of layout 'staircase': expected number\n",
                "  riser=10: layout 'staircase' has no parameter 'riser'; did you mean 'rise'? its parameters are: itemSize, run, rise\n",
                "  name 'staircse': unknown layout 'staircse'; did you mean 'staircase'?",
                "conformance passed: 40 configurations, 800 rects, 2082 elements, seed 7\n",
                "  \"version\": 1,\n  \"layout\": \"staircase\",\n",
                "  \"contentSize\": {\"width\": 300, \"height\": 205},\n",
                "{\"category\": \"cell\", \"section\": 1, \"item\": 1, \"frame\": {\"x\": 250, \"y\": 175, \"width\": 50, \"height\": 30}, \"zIndex\": 0, \"alpha\": 1, \"hidden\": false}\n",
                "Docs/PluginABI.md",
                "Examples/OutOfTreePlugin",
            ])
    }

    @Test("ChatTimeline: older pages load above the message being read without moving it; the bottom follows new messages")
    func chatTimeline() throws {
        let result = try ExampleRunner.run("ChatTimeline")
        ExampleRunner.expectSuccess(
            result, steps: 5,
            containing: [
                "messages: 9800, newest #9999 ends 0 points above the bottom\n",
                "reading message #4991 at 4\n",
                "loaded #150…#199 above: message #4991 at 4 → 4\n",
                "loaded #0…#49 above: message #4991 at 4 → 4\nmessages: 10000\n",
                "message #4991 at 4 → 4; unseen: 1\n",
                "message #10001 arrives: it ends 0 points above the bottom; unseen: 0\n",
                "message #10003 arrives: it ends 0 points above the bottom; unseen: 0\n",
                "landscape: message #3000 at 0 → 0\nportrait again: message #3000 at 0\n",
            ])
    }

    @Test("ContactSearch: each filter change is one batch update, printed; reconfigure keeps the cell")
    func contactSearch() throws {
        let result = try ExampleRunner.run("ContactSearch")
        ExampleRunner.expectSuccess(
            result, steps: 7,
            containing: [
                "sections: [\"A\", \"B\", \"C\", \"D\", \"E\", \"F\", \"H\", \"I\", \"J\"], contacts: 12\n",
                "filter \"an\": 10 contacts in 8 sections [\"A\", \"B\", \"D\", \"E\", \"F\", \"H\", \"I\", \"J\"]\n"
                    + "batch updates applied (2):\n  delete-section 2\n  delete 1-1\n"
                    + "update items, in the order the layout gets them: delete-section 2, delete 1-1\n",
                "filter \"ann\": 4 contacts in 4 sections [\"A\", \"B\", \"H\", \"J\"]\n"
                    + "batch updates applied (5):\n  delete-section 2\n  delete-section 3\n  delete-section 4\n  delete-section 6\n  delete 0-0\n",
                "visible rows:\n  [0, 0] Anna Berg\n  [1, 0] Beatrice Hanna\n  [2, 0] Hannah Arendt\n  [3, 0] Joanna Newsom\n",
                "update items, in the order the layout gets them: insert 0-0, insert 1-1, insert-section 2, insert-section 3, insert-section 4, insert-section 5, insert-section 7\n",
                "filter \"zz\": 0 contacts in 0 sections []\nbatch updates applied (9):\n",
                "visible rows:\n  (none)\n",
                "batch updates applied (2):\n  insert-section 9\n  delete 3-0\n",
                "  [3, 0] Diana Ross\n",
                "reconfigured \"Anna Berg\": same cell true, configurations 3 -> 4, batch updates: 0\n",
                "error: Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\"Anna Berg\")}\nsnapshot unchanged: true\n",
            ])
    }

    @Test(
        "GestureSession: taps, a double tap, the edit menu, pinch, pan, movement, a fling, then tap or scroll, edges, paging and the scroll delegate"
    )
    func gestureSession() throws {
        let result = try ExampleRunner.run("GestureSession")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        let fragments = [
            "8 photos, 40 × 40, spread 50: 0: x=0, 1: x=50, 2: x=100, 3: x=150 …\n",
            "  delegate: didSelect [0, 2]\nselected: [[0, 2]]\n",
            "  recognizer: double tap ended at (270, 20) → zoom\nselected: [[0, 2]] (the double tap took the touches)\n",
            "  delegate: didDeselect [0, 2]\n  delegate: didSelect [0, 6]\ndouble tap: ended → failed\nselected: [[0, 6]]\n",
            "edit menu for [0, 3]: copy, paste\n",
            "cut: the edit menu does not offer 'cut'; it offers: copy, paste\n  delegate: performAction copy [0, 3]\n",
            "  recognizer: pinch changed, distance 120, scale 2, velocity 6.667/s\n",
            "spread 120 after 2 updates: 0: x=0, 1: x=120, 2: x=240, 3: x=360 …\nvisible: [[0, 0], [0, 1], [0, 2], [0, 3]]\n",
            // Lifted 50 ms after the last move: the 100 ms velocity has halved.
            "  recognizer: pan ended, translation (60, 0), velocity (300, 0)/s\n",
            "  rejected: touch 42 is moved but is not down; deliver a began touch with this identifier first\n",
            "moving [0, 0], target [0, 2], floating at (100, 5, 40, 40)\n",
            "  data source: moved photo 0 from [0, 0] to [0, 2]\ntitles: photo 1, photo 2, photo 0, photo 3 …; moves: 1\n",
            "progress 0.7: 0: x=0, 1: x=85, 2: x=170, 3: x=255 …\n",
            "finished after 9 frames; layout is the wide one: true\n0: x=0, 1: x=100, 2: x=200, 3: x=300 …\n",
            "offset at release (100, 0), fling velocity (1000, 0)/s, stopping at (340, 0)\n",
            "decelerated for 186 frames to (340, 0); visible: [3, 4, 5, 6, 7]\n",
            // Part 3: a tap waits 150 ms, then highlights and selects in the guide's order.
            "  delegate: didHighlight [0, 1]\n  delegate: shouldSelect [0, 1]\n  delegate: didUnhighlight [0, 1]\n  delegate: didSelect [0, 1]\n",
            // Drag, hold, lift: no highlight, no fling.
            "== drag 120 up from row 3 at 1,200 pt/s, hold 0.5 s, lift\n",
            "  delegate: willEndDragging velocity (0, 0)/s target (0, 120)\n  delegate: didEndDragging willDecelerate: false\n"
                + "velocity at the lift (0, 0); offset (0, 120)\n",
            "  delegate: didHighlight [0, 4]\n",
            "  delegate: didUnhighlight [0, 4]\n",
            "selected: [[0, 1]]\n",
            // The rubber band and a spring-back that never passes the edge.
            "  delegate: didScroll ×10 (y -90.411…-15.242), last (0, -90.411)\n  delegate: willEndDragging velocity (0, 0)/s target (0, 0)\n"
                + "  delegate: didEndDragging willDecelerate: true\n  delegate: willBeginDecelerating\n"
                + "  delegate: didScroll ×31 (y -86.376…0), last (0, 0)\n  delegate: didEndDecelerating at (0, 0)\n",
            // Paging: a slow release settles back, a flick goes one page on.
            "  delegate: willEndDragging velocity (0, 0)/s target (0, 0)\n",
            "  delegate: willEndDragging velocity (0, 1200)/s target (0, 200)\n",
            "  delegate: willEndDragging velocity (0, 1200)/s target (0, 800)\n  delegate:   (the delegate moves the target to (0, 650))\n",
            "  delegate: didEndDecelerating at (0, 650)\n",
            "  delegate: shouldScrollToTop\n  delegate: didScroll ×18 (y 0…644.204), last (0, 0)\n  delegate: didScrollToTop at (0, 0)\n",
            "  delegate: didScroll ×18 (y 1.07…120), last (0, 120)\n  delegate: didEndScrollingAnimation at (0, 120)\n",
        ]
        var position = result.stdout.startIndex
        for fragment in fragments {
            guard let found = result.stdout.range(of: fragment, range: position..<result.stdout.endIndex) else {
                Issue.record("missing or out of order:\n\(fragment)\n\(result)")
                return
            }
            position = found.upperBound
        }
    }

    @Test("Every example prints the same output on every run", arguments: names)
    func deterministic(name: String) throws {
        let first = try ExampleRunner.run(name)
        let second = try ExampleRunner.run(name)
        #expect(first.status == 0)
        #expect(first == second)
    }
}
