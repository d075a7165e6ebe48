import TempoRender

extension FrameLoop: WindowRunLoop {}
