extension Animation {
  /// Starts this animation `delay` seconds later.
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(DelayAnimation(base: self, delay: delay))
  }

  /// Plays this animation `speed` times as fast (2 halves its duration).
  public func speed(_ speed: Double) -> Animation {
    Animation(SpeedAnimation(base: self, speed: speed))
  }

  /// Plays this animation `repeatCount` times; with `autoreverses` every other play runs backwards.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(RepeatAnimation(base: self, count: repeatCount, autoreverses: autoreverses))
  }

  /// Plays this animation forever; with `autoreverses` every other play runs backwards.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(RepeatAnimation(base: self, count: nil, autoreverses: autoreverses))
  }

  /// Counts this animation as logically complete (for completions) after `duration` seconds.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    Animation(LogicallyCompleteAnimation(base: self, duration: duration))
  }
}
