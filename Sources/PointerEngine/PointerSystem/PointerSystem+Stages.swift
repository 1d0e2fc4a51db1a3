import PointerGeometry
import PointerInput

// The stages of one move, in order: hit test (`hitPath`), hover delivered (`next`), region
// (`region`), the exit told (`next`), style (`style`), style in force (`next`). Each answer
// runs one stage and returns the request for the next.

extension PointerSystem {
    /// Answers `.hitTest`: `hit` is the target the host's hit test found (nil: nothing). The
    /// hover path is built from it outwards (`PointerSystemHost.parent(of:)`) up to the root.
    /// Returns `.deliverHover`.
    @inlinable
    public mutating func hitPath<Host: PointerSystemHost>(_ hit: Target?, host: inout Host) -> PointerRequest
    where Host.Target == Target {
        guard take(.hitPath, "a hit path") else { return .done }
        _hover.beginUpdate()
        var target = hit
        while let current = target {
            if host.isRoot(current) { _hover.setRootHovered(); break }
            _hover.append(current)
            target = host.parent(of: current)
        }
        awaiting = .hoverDelivered
        return .deliverHover(phase: hoverPhase, moved: hoverMoved)
    }

    /// Answers a request that carries no data back (hover delivered, the exit told, the style's
    /// bookkeeping done, a frame's animations stepped, the device moved, a routed action done):
    /// runs the next stage and returns its request.
    @inlinable
    public mutating func next<Host: AdaptivePointerHost>(host: inout Host) -> PointerRequest {
        let waiting = awaiting
        awaiting = .nothing
        switch waiting {
        case .hoverDelivered:
            return regionStage(host: &host)
        case .exitDelivered:
            return changeRegion(pointer.exit(place: _routing.place, host: &host), host: &host)
        case .exitTold:
            guard pointer.region != nil else {
                // No region now: the system pointer, and the host's bookkeeping as for a style.
                pointer.enter(nil, place: _routing.place, host: &host)
                awaiting = .entered
                return .regionEntered
            }
            awaiting = .style
            return .style
        case .entered:
            return endOfRegionStage(host: &host)
        case .framed:
            return warp()
        case .deviceMoved:
            framePhase = .afterWarp
            return hitTest(phase: .moved)
        case .clickMoved:
            return regionStage(host: &host)
        case .clickEnded, .clickCancelled:
            // Hover resumes only where the pointer still is (the click's app code may have
            // locked it meanwhile).
            switch _routing.clickEnded(cancelled: waiting == .clickCancelled) {
            case .hover(let entering):
                routedMoved = false
                return hitTest(phase: entering ? .entered : .moved)
            case .leave:
                // The click had dragged the pointer, and it does not hover again: it goes.
                return exitHover()
            default:
                return endOfEvent(host: &host)
            }
        case .clickCancelledThenExit:
            return exitHover()
        case .routed:
            return endOfEvent(host: &host)
        case .nothing:
            return .done
        case .hitPath, .region, .style, .magnets:
            note("next() answered while the pointer system waited for \(waiting): that stage was dropped")
            framePhase = .none
            return .done
        }
    }

    /// Answers `.lookUpRegion`: the region the host found at the pointer (the first enabled
    /// pointer interaction on the hover path, asked for its region), with the pointer in the
    /// region's view's coordinates; nil when there is none. Returns `.regionWillChange` when the
    /// pointer entered another region, else ends the stage (the springs follow the pointer).
    @inlinable
    public mutating func region<Host: AdaptivePointerHost>(_ found: (region: PointerRegionValue, local: Point)?,
                                                           host: inout Host) -> PointerRequest {
        guard take(.region, "a region") else { return .done }
        return changeRegion(pointer.arbitrate(found, place: _routing.place, host: &host), host: &host)
    }

    /// Answers `.style(for:)`. Returns `.regionEntered`.
    @inlinable
    public mutating func style<Host: AdaptivePointerHost>(_ answer: StyleAnswer, host: inout Host) -> PointerRequest {
        guard take(.style, "a style") else { return .done }
        switch answer {
        case .style(let style, let accessories):
            pointer.enter(style, place: _routing.place, host: &host)
            if !accessories.isEmpty { pointer.setAccessories(accessories) }
        case .regionGone:
            pointer.dropRegion()
            pointer.enter(nil, place: _routing.place, host: &host)
        }
        awaiting = .entered
        return .regionEntered
    }

    // MARK: Stages

    /// Asks for a hit test at the pointer, for a hover update of `phase`.
    @inlinable mutating func hitTest(phase: HoverPhase) -> PointerRequest {
        hoverPhase = phase
        awaiting = .hitPath
        return .hitTest(at: _routing.location)
    }

    /// The pointer left the window: every hovered target hears it, then its region is left.
    @inlinable mutating func exitHover() -> PointerRequest {
        _hover.beginUpdate()
        hoverPhase = .exited
        awaiting = .exitDelivered
        return .deliverHover(phase: .exited, moved: true)
    }

    /// The pointer moved (or hover was looked at again): the adaptive pointer takes the move and,
    /// unless a latching region holds, the host is asked for the region there.
    @inlinable mutating func regionStage<Host: AdaptivePointerHost>(host: inout Host) -> PointerRequest {
        let moved = routedMoved && !enteredWindow
        enteredWindow = false
        guard pointer.move(_routing.place, moved: moved, isMotion: input.isMotion,
                           primaryHeld: input.buttons.contains(.primary)) else {
            // A latching region holds (or the move was not finite): only the springs follow.
            pointer.updateTargets(place: _routing.place, host: &host)
            return endOfRegionStage(host: &host)
        }
        awaiting = .region
        return .lookUpRegion(at: _routing.location)
    }

    /// What a region arbitration returned: the exit to tell of, or the end of the stage.
    @inlinable mutating func changeRegion<Host: AdaptivePointerHost>(_ change: AdaptivePointer.RegionChange,
                                                                          host: inout Host) -> PointerRequest {
        guard case .changed(let exited, let entered) = change else { return endOfRegionStage(host: &host) }
        awaiting = .exitTold
        return .regionWillChange(exiting: exited != nil, entering: entered != nil)
    }

    /// An event's dispatch is over. An event that moved the routing's pointer without being a motion (`routedMoved`: a
    /// scroll, a press or a release at a new place, motion having been missed) brings hover
    /// there, as a move would; during a click, hover is held, and only the region stage follows.
    @inlinable mutating func endOfEvent() -> PointerRequest {
        let moved = routedMoved
        routedMoved = false
        if moved, _routing.isInWindow, !_routing.isLocked, !_routing.isClicking { return hitTest(phase: .moved) }
        return .done
    }

    /// The same, able to run a click's region stage.
    @inlinable mutating func endOfEvent<Host: AdaptivePointerHost>(host: inout Host) -> PointerRequest {
        if routedMoved, _routing.isInWindow, !_routing.isLocked, _routing.isClicking {
            routedMoved = false
            return regionStage(host: &host)
        }
        return endOfEvent()
    }

    /// The region stage is over: an event is done; a frame goes on to its springs.
    @inlinable mutating func endOfRegionStage<Host: AdaptivePointerHost>(host: inout Host) -> PointerRequest {
        switch framePhase {
        case .none: return .done
        case .beforeSprings: return springs(host: &host)
        case .afterWarp:
            framePhase = .none
            return .done
        }
    }
}
