// The umbrella module: `import CVKit` gives every CVKit module at once.
@_exported import BuiltinLayouts
@_exported import CVKitJSON
@_exported import CollectionView
@_exported import CompositionalLayout
@_exported import DiffableDataSource
@_exported import Diffing
@_exported import FrameAnimation
@_exported import Geometry
@_exported import Gestures
@_exported import LayoutPreview
@_exported import LayoutProtocol
@_exported import LayoutRegistry
@_exported import ReuseQueue
@_exported import Transitions
