import Foundation

/// The reference damped-oscillator solution, written out from the spec (§4) case by case.
///
/// Start 0, target Δ, initial velocity v0 (units/s); λ = c/2m, ω0 = √(k/m), ζ = λ/ω0,
/// ωd = ω0√|1 − ζ²|. Which case applies is decided by `zeta` exactly as given, so a test picks
/// the case explicitly.
package struct ClosedFormSpring: Sendable {
  /// Mass, stiffness k and damping c.
  package let mass: Double, stiffness: Double, damping: Double

  /// Creates the reference for the given physics.
  package init(mass: Double = 1, stiffness: Double, damping: Double) {
    (self.mass, self.stiffness, self.damping) = (mass, stiffness, damping)
  }

  /// λ = c / 2m, in 1/s.
  package var lambda: Double { damping / (2 * mass) }
  /// ω0 = √(k/m), in rad/s.
  package var omega0: Double { (stiffness / mass).squareRoot() }
  /// ζ = λ / ω0.
  package var zeta: Double { lambda / omega0 }

  /// The position at `t` seconds.
  package func position(delta: Double, v0: Double, t: Double) -> Double {
    let (lambda, omega0, zeta) = (self.lambda, self.omega0, self.zeta)
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      return delta
        - exp(-lambda * t)
        * (delta * cos(omegaD * t) + (lambda * delta - v0) / omegaD * sin(omegaD * t))
    } else if zeta == 1 {
      return delta - exp(-lambda * t) * (delta + (lambda * delta - v0) * t)
    } else {
      let root = omega0 * (zeta * zeta - 1).squareRoot()
      let (r1, r2) = (-lambda + root, -lambda - root)
      let c1 = (v0 + r2 * delta) / (r1 - r2)
      let c2 = -(v0 + r1 * delta) / (r1 - r2)
      return delta + c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }

  /// The velocity at `t` seconds: the time derivative of ``position(delta:v0:t:)``.
  package func velocity(delta: Double, v0: Double, t: Double) -> Double {
    let (lambda, omega0, zeta) = (self.lambda, self.omega0, self.zeta)
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let b = (lambda * delta - v0) / omegaD
      let (s, c) = (sin(omegaD * t), cos(omegaD * t))
      // d/dt of −e^(−λt)(Δ cos + B sin) = e^(−λt)[λ(Δ cos + B sin) − (−Δ ωd sin + B ωd cos)].
      return exp(-lambda * t) * (lambda * (delta * c + b * s) + delta * omegaD * s - b * omegaD * c)
    } else if zeta == 1 {
      let b = lambda * delta - v0
      return exp(-lambda * t) * (lambda * (delta + b * t) - b)
    } else {
      let root = omega0 * (zeta * zeta - 1).squareRoot()
      let (r1, r2) = (-lambda + root, -lambda - root)
      let c1 = (v0 + r2 * delta) / (r1 - r2)
      let c2 = -(v0 + r1 * delta) / (r1 - r2)
      return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
    }
  }
}
