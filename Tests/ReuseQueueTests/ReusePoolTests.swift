import Geometry
import LayoutProtocol
import ReuseQueue
import Testing

/// A cell that counts its `prepareForReuse()` calls and keeps a label.
final class CountingCell: CollectionViewCell {
    var prepareCount = 0
    var label = ""
    override func prepareForReuse() {
        super.prepareForReuse()
        prepareCount += 1
        label = ""
    }
}

final class OtherCell: CollectionViewCell {}

final class BadgeView: CollectionReusableView {}

@Suite("ReusePool: registration, dequeue, enqueue and statistics")
struct ReusePoolTests {
    @Test func dequeueCreatesThenReusesAfterPrepareForReuse() throws {
        let pool = ReusePool()
        try pool.registerCell(CountingCell.self, forReuseIdentifier: "Photo")
        let first = try pool.dequeueCell(withReuseIdentifier: "Photo")
        let cell = try #require(first as? CountingCell)
        #expect(cell.reuseIdentifier == "Photo")
        #expect(cell.reuseSlot == .cell(identifier: "Photo"))
        #expect(cell.prepareCount == 0, "a new cell is not prepared for reuse")
        #expect(pool.statistics(for: .cell(identifier: "Photo")) == ReuseStatistics(created: 1, reused: 0, inUse: 1, queued: 0))

        cell.label = "old"
        cell.isSelected = true
        cell.apply(LayoutAttributes(forCellAt: ElementIndexPath(item: 3, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        try pool.enqueue(cell)
        #expect(pool.isQueued(cell))
        #expect(pool.statistics(for: .cell(identifier: "Photo")) == ReuseStatistics(created: 1, reused: 0, inUse: 0, queued: 1))

        let second = try pool.dequeueCell(withReuseIdentifier: "Photo")
        #expect(second === cell, "the queued cell comes back")
        #expect(cell.prepareCount == 1)
        #expect(cell.label == "" && !cell.isSelected && cell.appliedAttributes == nil)
        #expect(pool.statistics(for: .cell(identifier: "Photo")) == ReuseStatistics(created: 1, reused: 1, inUse: 1, queued: 0))

        let third = try pool.dequeueCell(withReuseIdentifier: "Photo")
        #expect(third !== cell, "the queue is empty: a new cell")
        #expect(pool.statistics(for: .cell(identifier: "Photo")) == ReuseStatistics(created: 2, reused: 1, inUse: 2, queued: 0))
        #expect(pool.totalStatistics == ReuseStatistics(created: 2, reused: 1, inUse: 2, queued: 0))
    }

    @Test func statisticsArePerIdentifierAndKind() throws {
        let pool = ReusePool()
        try pool.registerCell(CountingCell.self, forReuseIdentifier: "A")
        try pool.registerCell(OtherCell.self, forReuseIdentifier: "B")
        try pool.registerSupplementaryView(BadgeView.self, ofKind: "header", withReuseIdentifier: "A")
        try pool.registerSupplementaryView(CollectionReusableView.self, ofKind: "footer", withReuseIdentifier: "A")
        let a = try pool.dequeueCell(withReuseIdentifier: "A")
        let b = try pool.dequeueCell(withReuseIdentifier: "B")
        let h = try pool.dequeueSupplementaryView(ofKind: "header", withReuseIdentifier: "A")
        let f = try pool.dequeueSupplementaryView(ofKind: "footer", withReuseIdentifier: "A")
        #expect(a is CountingCell && b is OtherCell && h is BadgeView && type(of: f) == CollectionReusableView.self)
        try pool.enqueue(h)
        // The footer queue is separate from the header queue of the same identifier.
        let f2 = try pool.dequeueSupplementaryView(ofKind: "footer", withReuseIdentifier: "A")
        #expect(f2 !== h)
        #expect(
            pool.statistics(for: .supplementary(kind: "header", identifier: "A"))
                == ReuseStatistics(created: 1, reused: 0, inUse: 0, queued: 1))
        #expect(
            pool.statistics(for: .supplementary(kind: "footer", identifier: "A"))
                == ReuseStatistics(created: 2, reused: 0, inUse: 2, queued: 0))
        #expect(pool.statistics(for: .cell(identifier: "Nope")) == .zero)
        #expect(
            pool.registeredSlots == [
                .cell(identifier: "A"), .cell(identifier: "B"),
                .supplementary(kind: "footer", identifier: "A"), .supplementary(kind: "header", identifier: "A"),
            ])
        #expect(pool.allStatistics.count == 4)
    }

    @Test func unregisteredUseIsAClearErrorAndChangesNothing() throws {
        let pool = ReusePool()
        #expect(throws: ReuseError.unregistered(.cell(identifier: "Photo"), registered: [])) {
            try pool.dequeueCell(withReuseIdentifier: "Photo")
        }
        #expect(
            ReuseError.unregistered(.cell(identifier: "Photo"), registered: []).description
                == "no cell is registered for reuse identifier 'Photo'; register a cell class or factory for it first (registered cell identifiers: none)"
        )
        try pool.registerCell(CountingCell.self, forReuseIdentifier: "Text")
        try pool.registerCell(CountingCell.self, forReuseIdentifier: "Image")
        try pool.registerSupplementaryView(BadgeView.self, ofKind: "header", withReuseIdentifier: "Title")
        do {
            _ = try pool.dequeueCell(withReuseIdentifier: "Photo")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "no cell is registered for reuse identifier 'Photo'; register a cell class or factory for it first (registered cell identifiers: Image, Text)"
            )
        }
        do {
            _ = try pool.dequeueSupplementaryView(ofKind: "footer", withReuseIdentifier: "Title")
            Issue.record("expected an error")
        } catch {
            #expect(
                error
                    == .unregistered(
                        .supplementary(kind: "footer", identifier: "Title"),
                        registered: [.supplementary(kind: "header", identifier: "Title")]))
            #expect(
                error.description
                    == "no supplementary view of kind 'footer' is registered for reuse identifier 'Title'; register a view class or factory for that kind and identifier first (registered supplementary views: header/Title)"
            )
        }
        #expect(throws: ReuseError.emptyIdentifier) { try pool.dequeueCell(withReuseIdentifier: "") }
        #expect(throws: ReuseError.emptyKind) { try pool.dequeueSupplementaryView(ofKind: "", withReuseIdentifier: "Title") }
        #expect(throws: ReuseError.emptyKind) { try pool.dequeueView(for: .decoration(kind: "")) }
        #expect(throws: ReuseError.emptyIdentifier) { try pool.registerCell(CountingCell.self, forReuseIdentifier: "") }
        #expect(throws: ReuseError.emptyKind) { try pool.registerSupplementaryView(BadgeView.self, ofKind: "", withReuseIdentifier: "X") }
        #expect(ReuseError.emptyKind.description == "the element kind is empty; pass the kind the layout uses (for example \"header\")")
        #expect(throws: ReuseError.notACellRegistration(identifier: "Badge")) {
            try pool.register(ViewRegistration(BadgeView.self), for: .cell(identifier: "Badge"))
        }
        #expect(pool.registeredSlots.count == 3, "failed calls register nothing")
        #expect(pool.totalStatistics == .zero, "failed calls create nothing")
    }

    @Test func reRegisteringReplacesAndNilUnregisters() throws {
        let pool = ReusePool()
        try pool.registerCell(CountingCell.self, forReuseIdentifier: "X")
        let old = try pool.dequeueCell(withReuseIdentifier: "X")
        let oldQueued = try pool.dequeueCell(withReuseIdentifier: "X")
        try pool.enqueue(oldQueued)
        try pool.registerCell(OtherCell.self, forReuseIdentifier: "X")
        #expect(pool.statistics(for: .cell(identifier: "X")).queued == 0, "queued views of the old registration are discarded")
        let fresh = try pool.dequeueCell(withReuseIdentifier: "X")
        #expect(fresh is OtherCell)
        // A view of the old registration is dropped when given back.
        try pool.enqueue(old)
        #expect(!pool.isQueued(old) && !pool.owns(old))
        #expect(pool.statistics(for: .cell(identifier: "X")) == ReuseStatistics(created: 3, reused: 0, inUse: 1, queued: 0))

        try pool.registerCell(nil, forReuseIdentifier: "X")
        #expect(pool.registration(for: .cell(identifier: "X")) == nil)
        #expect(throws: ReuseError.unregistered(.cell(identifier: "X"), registered: [])) {
            try pool.dequeueCell(withReuseIdentifier: "X")
        }
    }

    @Test func factoriesMakeTheViews() throws {
        let pool = ReusePool()
        var made = 0
        try pool.registerCell(forReuseIdentifier: "F") {
            made += 1
            let c = CountingCell()
            c.label = "made \(made)"
            return c
        }
        let a = try #require(try pool.dequeueCell(withReuseIdentifier: "F") as? CountingCell)
        let b = try #require(try pool.dequeueCell(withReuseIdentifier: "F") as? CountingCell)
        #expect(a.label == "made 1" && b.label == "made 2" && made == 2)
        try pool.enqueue(a)
        _ = try pool.dequeueCell(withReuseIdentifier: "F")
        #expect(made == 2, "the factory runs only when the queue is empty")
    }

    @Test func enqueueRejectsForeignAndDoubleEnqueues() throws {
        let pool = ReusePool(), other = ReusePool()
        try pool.registerCell(CountingCell.self, forReuseIdentifier: "X")
        try other.registerCell(CountingCell.self, forReuseIdentifier: "X")
        #expect(throws: ReuseError.foreignView) { try pool.enqueue(CountingCell()) }
        let fromOther = try other.dequeueCell(withReuseIdentifier: "X")
        #expect(throws: ReuseError.foreignView) { try pool.enqueue(fromOther) }
        let cell = try pool.dequeueCell(withReuseIdentifier: "X")
        try pool.enqueue(cell)
        #expect(throws: ReuseError.alreadyQueued(.cell(identifier: "X"))) { try pool.enqueue(cell) }
        #expect(pool.statistics(for: .cell(identifier: "X")) == ReuseStatistics(created: 1, reused: 0, inUse: 0, queued: 1))
        #expect(
            ReuseError.alreadyQueued(.cell(identifier: "X")).description
                == "the view is already in the reuse queue of cell 'X'; a view is enqueued once per dequeue")
    }

    @Test func reclaimTakesAQueuedViewBackWithoutPreparingIt() throws {
        let pool = ReusePool()
        try pool.registerCell(CountingCell.self, forReuseIdentifier: "X")
        let cell = try #require(try pool.dequeueCell(withReuseIdentifier: "X") as? CountingCell)
        cell.label = "kept"
        try pool.enqueue(cell)
        #expect(pool.reclaim(cell))
        #expect(cell.label == "kept" && cell.prepareCount == 0)
        #expect(!pool.reclaim(cell), "not queued any more")
        #expect(pool.statistics(for: .cell(identifier: "X")) == ReuseStatistics(created: 1, reused: 0, inUse: 1, queued: 0))
    }

    @Test func removeAllQueuedViewsKeepsRegistrations() throws {
        let pool = ReusePool()
        try pool.registerCell(CountingCell.self, forReuseIdentifier: "X")
        let cell = try pool.dequeueCell(withReuseIdentifier: "X")
        try pool.enqueue(cell)
        pool.removeAllQueuedViews()
        #expect(pool.statistics(for: .cell(identifier: "X")).queued == 0)
        #expect(try pool.dequeueCell(withReuseIdentifier: "X") !== cell)
    }

    @Test func registrationsCompareByIdentity() {
        #expect(ViewRegistration(CountingCell.self) == ViewRegistration(CountingCell.self))
        #expect(ViewRegistration(CountingCell.self) != ViewRegistration(OtherCell.self))
        let f = ViewRegistration { BadgeView() }
        let copy = f
        #expect(f == copy)
        #expect(f != ViewRegistration { BadgeView() })
        #expect(ViewRegistration(CountingCell.self).makesCells)
        #expect(!ViewRegistration(BadgeView.self).makesCells)
        #expect(ViewRegistration(cell: { OtherCell() }).makesCells)
    }

    @Test func slotsDescribeThemselvesAndSort() {
        #expect(ReuseSlot.cell(identifier: "Photo").description == "cell 'Photo'")
        #expect(ReuseSlot.supplementary(kind: "header", identifier: "Title").description == "supplementary view 'Title' of kind 'header'")
        #expect(ReuseSlot.decoration(kind: "shelf").description == "decoration view of kind 'shelf'")
        #expect(
            [ReuseSlot.decoration(kind: "a"), .supplementary(kind: "b", identifier: "z"), .cell(identifier: "q")].sorted()
                == [.cell(identifier: "q"), .supplementary(kind: "b", identifier: "z"), .decoration(kind: "a")])
        #expect(ReuseStatistics(created: 1, reused: 2, inUse: 3, queued: 4).description == "created 1, reused 2, in use 3, queued 4")
    }
}

@Suite("Decoration registration on the layout and the self-sizing hook")
struct DecorationRegistrationTests {
    @Test func typedRegistrationIsStoredOnTheLayout() {
        let layout = CollectionViewLayout()
        layout.register(BadgeView.self, forDecorationViewOfKind: "shelf")
        #expect(layout.decorationViewRegistration(forKind: "shelf") == ViewRegistration(BadgeView.self))
        #expect(layout.decorationViewRegistration(forKind: "shelf")?.makeView() is BadgeView)
        layout.register(forDecorationViewOfKind: "glow") { BadgeView() }
        #expect(layout.decorationViewRegistration(forKind: "glow")?.viewClass == nil)
        #expect(layout.decorationViewRegistration(forKind: "glow")?.makeView() is BadgeView)
        // The base-class API stores the same typed registration.
        layout.registerDecorationView(CollectionReusableView.self, forKind: "plain")
        #expect(layout.decorationViewRegistration(forKind: "plain") == ViewRegistration(CollectionReusableView.self))
        #expect(layout.decorationViewRegistration(forKind: "odd") == nil)
        layout.register(nil, forDecorationViewOfKind: "shelf")
        #expect(layout.decorationViewRegistration(forKind: "shelf") == nil)
        #expect(layout.decorationViewRegistrations["shelf"] == nil)
    }

    @Test func viewsApplyAttributesAndAnswerTheSelfSizingHook() {
        let view = BadgeView()
        let a = LayoutAttributes(
            forSupplementaryViewOfKind: "header", at: ElementIndexPath(item: 0, section: 2), frame: Rect(x: 0, y: 5, width: 100, height: 20)
        )
        view.apply(a)
        #expect(view.appliedAttributes == a)
        #expect(view.preferredLayoutAttributesFitting(a) == a)
        #expect(view.displayedElement == nil)
    }
}

@Suite("ReusePool memory")
struct ReusePoolMemoryTests {
    @Test func aPoolThatGoesAwayReleasesItsQueuedViews() throws {
        weak var queued: CollectionReusableView?
        weak var pool: ReusePool?
        let inUse: CollectionViewCell
        do {
            let p = ReusePool()
            pool = p
            try p.registerCell(CountingCell.self, forReuseIdentifier: "X")
            let a = try p.dequeueCell(withReuseIdentifier: "X")
            inUse = try p.dequeueCell(withReuseIdentifier: "X")
            try p.enqueue(a)
            queued = a
        }
        #expect(pool == nil && queued == nil, "no reference cycle between a slot and its queued views")
        #expect(ReusePool().owns(inUse) == false)
        #expect(throws: ReuseError.foreignView) { try ReusePool().enqueue(inUse) }
    }

    /// A view keeps an unsafe (uncounted) reference to its slot's state: the pool must
    /// never follow it for a view whose pool is gone. Under the address sanitizer, a read
    /// of the freed slot state here would be reported.
    @Test func aViewThatOutlivesItsPoolIsForeignEverywhere() throws {
        var survivors: [CollectionViewCell] = []
        do {
            let p = ReusePool()
            try p.registerCell(CountingCell.self, forReuseIdentifier: "X")
            survivors.append(try p.dequeueCell(withReuseIdentifier: "X"))
            let queued = try p.dequeueCell(withReuseIdentifier: "X")
            try p.enqueue(queued)
            survivors.append(queued)
            try p.registerCell(OtherCell.self, forReuseIdentifier: "X")  // drops the queued view
            survivors.append(try p.dequeueCell(withReuseIdentifier: "X"))
        }
        let fresh = ReusePool()
        try fresh.registerCell(CountingCell.self, forReuseIdentifier: "X")
        for view in survivors {
            #expect(fresh.owns(view) == false)
            #expect(fresh.isQueued(view) == false)
            #expect(fresh.reclaim(view) == false)
            #expect(throws: ReuseError.foreignView) { try fresh.enqueue(view) }
        }
        #expect(fresh.statistics(for: .cell(identifier: "X")) == .zero)
        let made = try fresh.dequeueCell(withReuseIdentifier: "X")
        try fresh.enqueue(made)
        #expect(try fresh.dequeueCell(withReuseIdentifier: "X") === made)
        #expect(fresh.statistics(for: .cell(identifier: "X")).reused == 1)
    }
}
