/// When an input was sent: xdotool was started at ``began`` and had returned at ``ended``
/// (seconds, monotonic), so the demo received it in between.
struct SentInput {
  let began: Double
  let ended: Double
}
