// The rating demo (/work/shared/spec/rating-demo.md's scene and behaviour) in Qt Quick, as the
// peer that .ci/measure-qml measures Tempo's demo against: `qmlscene Assets/qml/RatingDemo.qml`.
// Qt 5.15 from Debian (qml-module-qtquick2, qml-module-qtquick-window2); no C++.
//
// What matches: a black 480 x 320 window; five 28 x 28 stars 25 apart, centred (centres at
// x = 134, 187, 240, 293, 346, y = 160); Tempo's star outline (starPath below), drawn on a
// Canvas (QPainter, anti-aliased), stroked 2 px wide with round joins, gray #8E8E93, or filled
// and stroked yellow #FFD60A; the popup 200 x 50, radius 10, (0.9, 0.9, 0.9) at opacity 0.9,
// "Submitted!" in black at 17 px in the default sans-serif font (fontconfig's, as Tempo's).
// A click on star n rates n at once, fades the popup in with easeIn (cubic Bezier 0.42, 0, 1, 1)
// over 0.2 s, and 1.0 s after that click fades it out with easeOut (0, 0, 0.58, 1) over 0.1 s:
// each click schedules its own hide (a later click does not postpone an earlier hide). While
// presented, the popup takes the clicks on its area (stars 2-4 beneath it get none); while it
// fades out, it takes none.
// Canvas rather than Shape: it looks the same (Shape needs a multisampled layer for
// anti-aliasing) and costs less (first frame, memory, CPU while clicking; measured).
// What differs: the popup's text is Qt's (distance-field glyphs) and sits 1 px higher; a fade-in
// from a fade-out starts from the current opacity over the full 0.2 s. No keyboard, pause, slow
// motion or hand cursor (the spec's desktop extras): the measured workload is clicks.
//
// First frame: on the window's first frameSwapped (emitted on the scene graph's render thread
// after the first swapBuffers; the handler runs on the QML engine's thread, so the figure
// includes that hand-over), it prints
// "first frame presented: realtime S s" on stderr, S = Date.now() / 1000: CLOCK_REALTIME at
// 1 ms resolution, as the Tempo demo prints it at the return of its first present with
// TEMPO_REPORT_FIRST_FRAME=1.
import QtQuick 2.15
import QtQuick.Window 2.15

Window {
  id: window
  width: 480
  height: 320
  visible: true
  color: "black"
  title: "Rating"

  /// The stars filled (0...5).
  property int selectedRating: 0
  /// Whether the popup is in (SwiftUI's isOverlayPresented).
  property bool overlayPresented: false
  /// The realtime (ms) of each pending hide, oldest first: one per click, 1.0 s after it.
  property var hideDeadlines: []

  /// Tempo's star (Glyphs+Stars.swift) in a 28 x 28 frame, as SVG path data: tips at radius 15
  /// rounded by 1.4, inner corners at 7.5 rounded by 0.6, centre (14, 15.13), a tip straight up;
  /// each corner a circular arc tangent to both edges.
  readonly property string starPath: {
    var points = [], radii = []
    for (var i = 0; i < 10; i++) {
      var radius = i % 2 === 0 ? 15 : 7.5
      var angle = -Math.PI / 2 + i * Math.PI / 5
      points.push([14 + radius * Math.cos(angle), 15.13 + radius * Math.sin(angle)])
      radii.push(i % 2 === 0 ? 1.4 : 0.6)
    }
    var data = ""
    for (var j = 0; j < 10; j++) {
      var p = points[j], a = points[(j + 9) % 10], b = points[(j + 1) % 10]
      var ux = a[0] - p[0], uy = a[1] - p[1], ul = Math.hypot(ux, uy)
      var vx = b[0] - p[0], vy = b[1] - p[1], vl = Math.hypot(vx, vy)
      ux /= ul; uy /= ul; vx /= vl; vy /= vl
      var half = Math.acos(ux * vx + uy * vy) / 2
      var d = radii[j] / Math.tan(half)  // from the corner to where the arc meets each edge
      var convex = (p[0] - a[0]) * (b[1] - p[1]) - (p[1] - a[1]) * (b[0] - p[0]) > 0
      data += (j === 0 ? "M " : " L ") + (p[0] + ux * d) + " " + (p[1] + uy * d)
      data += " A " + radii[j] + " " + radii[j] + " 0 0 " + (convex ? 1 : 0) + " "
        + (p[0] + vx * d) + " " + (p[1] + vy * d)
    }
    return data + " Z"
  }

  onOverlayPresentedChanged: {
    fadeIn.stop()
    fadeOut.stop()
    if (overlayPresented) fadeIn.start()
    else fadeOut.start()
  }

  function rate(rating) {
    selectedRating = rating
    overlayPresented = true
    hideDeadlines.push(Date.now() + 1000)
    if (!hideTimer.running) {
      hideTimer.interval = 1000
      hideTimer.start()
    }
  }

  // The hides in click order: one timer, re-armed for the next deadline after each.
  Timer {
    id: hideTimer
    onTriggered: {
      window.hideDeadlines.shift()
      window.overlayPresented = false
      if (window.hideDeadlines.length > 0) {
        interval = Math.max(0, window.hideDeadlines[0] - Date.now())
        start()
      }
    }
  }

  Connections {
    id: firstFrame
    target: window
    function onFrameSwapped() {
      firstFrame.enabled = false
      console.error("first frame presented: realtime " + (Date.now() / 1000).toFixed(3) + " s")
    }
  }

  Row {
    anchors.centerIn: parent
    spacing: 25

    Repeater {
      model: 5
      Item {
        id: star
        width: 28
        height: 28
        readonly property bool filled: index + 1 <= window.selectedRating
        readonly property color tint: filled ? "#FFD60A" : "#8E8E93"

        onFilledChanged: canvas.requestPaint()
        Canvas {
          id: canvas
          anchors.fill: parent
          onPaint: {
            var ctx = getContext("2d")
            ctx.reset()
            ctx.path = window.starPath
            ctx.lineWidth = 2
            ctx.lineJoin = "round"
            ctx.strokeStyle = star.tint
            ctx.fillStyle = star.tint
            if (star.filled) ctx.fill()
            ctx.stroke()
          }
        }

        MouseArea {
          anchors.fill: parent
          onClicked: window.rate(index + 1)
        }
      }
    }
  }

  Rectangle {
    id: popup
    anchors.centerIn: parent
    width: 200
    height: 50
    radius: 10
    color: Qt.rgba(0.9, 0.9, 0.9, 0.9)
    opacity: 0
    visible: opacity > 0

    // In (easeIn, 0.2 s) or out (easeOut, 0.1 s), each from the opacity shown when it starts.
    NumberAnimation {
      id: fadeIn
      target: popup
      property: "opacity"
      to: 1
      duration: 200
      easing.type: Easing.Bezier
      easing.bezierCurve: [0.42, 0, 1, 1, 1, 1]
    }
    NumberAnimation {
      id: fadeOut
      target: popup
      property: "opacity"
      to: 0
      duration: 100
      easing.type: Easing.Bezier
      easing.bezierCurve: [0, 0, 0.58, 1, 1, 1]
    }

    Text {
      anchors.centerIn: parent
      text: "Submitted!"
      color: "black"
      font.pixelSize: 17
    }

    // Swallows the clicks on the popup while it is presented (not while it fades out).
    MouseArea {
      anchors.fill: parent
      enabled: window.overlayPresented
    }
  }
}
