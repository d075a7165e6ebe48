// tempo-plot: draws every built-in timing curve and spring preset with Tempo's own engine and
// offscreen renderer, as a PNG graph and a GIF of a dot moving on it, into each directory given.
//
// Usage: tempo-plot DIRECTORY...   (`make docs` passes Assets/curves and the catalogue's
// Resources). Needs ffmpeg for the GIFs.
import Foundation
import Tempo
import TempoPlot
import TempoRender
import TempoSDL

@MainActor
func plotAll(into directories: [String]) throws {
  for directory in directories {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }
  let still = try OffscreenRenderer(size: PlotFrame.pictureSize, scale: 2)
  let moving = try OffscreenRenderer(size: PlotFrame.pictureSize, scale: 1)
  let first = directories[0]
  for subject in PlotSubject.all {
    let plot = CurvePlot(subject)
    let png = "\(first)/\(subject.id).png"
    try still.renderPNG(plot.displayList(), to: png)
    let gif = "\(first)/\(subject.id).gif"
    let sink = try FFmpegSink(
      path: gif, format: .gif, width: moving.pixelWidth, height: moving.pixelHeight,
      framesPerSecond: framesPerSecond)
    let recorder = Recorder(renderer: moving, sink: sink)
    recorder.showsProgress = false
    // The dot runs over the graph's time span, then rests on the target for half a second.
    let frames = Int((plot.frame.timeSpan * Double(framesPerSecond)).rounded(.up)) + 1
    let hold = framesPerSecond / 2
    _ = try recorder.record(frameCount: frames + hold) { index in
      plot.displayList(dotTime: min(Double(index) / Double(framesPerSecond), plot.frame.timeSpan))
    }
    for directory in directories.dropFirst() {
      for file in [png, gif] {
        let copy = "\(directory)/\((file as NSString).lastPathComponent)"
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: file, toPath: copy)
      }
    }
    print("tempo-plot: \(subject.id) (settles at \(CurvePlot.format(plot.samples.settleTime)) s)")
  }
}

/// Frames per second of the GIFs.
let framesPerSecond = 30

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty || arguments.contains(where: { $0.hasPrefix("-") }) {
  FileHandle.standardError.write(Data("usage: tempo-plot DIRECTORY...\n".utf8))
  exit(arguments.contains("--help") || arguments.contains("-h") ? 0 : 2)
}
do {
  try MainActor.assumeIsolated { try plotAll(into: arguments) }
} catch {
  FileHandle.standardError.write(Data("tempo-plot: \(error)\n".utf8))
  exit(1)
}
