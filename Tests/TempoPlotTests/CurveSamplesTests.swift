import Foundation
import Tempo
import TempoPlot
import Testing

@Suite("Curve samples from the engine")
@MainActor
struct CurveSamplesTests {
  @Test(
    "every timing curve's engine samples equal its formula within 1e-6, and it ends one sample after its duration",
    arguments: PlotSubject.curves.map(\.id))
  func timingCurvesFollowTheirFormulas(id: String) throws {
    let subject = try #require(PlotSubject.all.first { $0.id == id })
    let samples = CurveSamples(animation: subject.animation, tail: 0.1)
    for (time, value) in zip(samples.times, samples.values) {
      #expect(abs(value - Formula.value(subject.formula, at: time)) < 1e-6, "at \(time) s")
    }
    let duration = try #require(Formula.duration(subject.formula))
    #expect(samples.settleTime > duration - 1e-9)
    #expect(samples.settleTime <= duration + CurveSamples.step + 1e-9)
  }

  @Test(
    "every retargetable spring preset's samples stay within 0.2·ω0·h of the closed form at the integrator's clock until it settles, within 0.01 of the target there, and are 1 after",
    arguments: PlotSubject.springs.filter { !$0.id.hasPrefix("interpolating") }.map(\.id))
  func springsFollowTheClosedForm(id: String) throws {
    let subject = try #require(PlotSubject.all.first { $0.id == id })
    let samples = CurveSamples(animation: subject.animation, tail: 0.2)
    let tolerance = Formula.tolerance(for: subject)
    for (time, value) in zip(samples.times, samples.values) {
      if time < samples.settleTime {
        #expect(abs(value - Formula.expected(subject, at: time)) < tolerance, "at \(time) s")
      } else {
        #expect(value == 1, "at \(time) s")
      }
    }
    #expect(abs(Formula.value(subject.formula, at: samples.settleTime) - 1) < 0.01)
  }

  @Test(
    "an interpolating spring's samples equal the closed form within 1e-9 and it settles no earlier than 1 s, within 0.001 of the target",
    arguments: PlotSubject.springs.filter { $0.id.hasPrefix("interpolating") }.map(\.id))
  func interpolatingSpringsFollowTheClosedForm(id: String) throws {
    let subject = try #require(PlotSubject.all.first { $0.id == id })
    let samples = CurveSamples(animation: subject.animation)
    for (time, value) in zip(samples.times, samples.values) where time < samples.settleTime {
      #expect(abs(value - Formula.value(subject.formula, at: time)) < 1e-9, "at \(time) s")
    }
    #expect(samples.settleTime >= 1)
    #expect(abs(Formula.value(subject.formula, at: samples.settleTime) - 1) < 0.001)
  }

  @Test("value(at:) interpolates linearly between samples and holds the last one after them")
  func valueInterpolates() {
    let samples = CurveSamples(animation: .linear(duration: 0.1))
    let time = 2.5 * CurveSamples.step
    let expected = (samples.values[2] + samples.values[3]) / 2
    #expect(abs(samples.value(at: time) - expected) < 1e-12)
    #expect(samples.value(at: 5) == samples.values.last)
    #expect(samples.value(at: -1) == 0)
  }
}
