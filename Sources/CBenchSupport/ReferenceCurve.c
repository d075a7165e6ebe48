// The bare-C reference loop for tempo-bench: only the Bézier math and a store per animation.
#include "CBenchSupport.h"
#include <math.h>
#include <stdlib.h>
#include <time.h>

typedef struct { double begin, duration, delta, offset; } Slot;
typedef struct { double ax, bx, cx, ay, by, cy; } Curve;

static double curve_x(const Curve *c, double t) { return ((c->ax * t + c->bx) * t + c->cx) * t; }
static double curve_dx(const Curve *c, double t) { return (3 * c->ax * t + 2 * c->bx) * t + c->cx; }
static double curve_y(const Curve *c, double t) { return ((c->ay * t + c->by) * t + c->cy) * t; }

static double solve(const Curve *c, double x) {
  double t = x;
  for (int i = 0; i < 8; i++) {
    double error = curve_x(c, t) - x;
    if (fabs(error) < 1e-13) return t;
    double slope = curve_dx(c, t);
    if (fabs(slope) < 1e-9) break;
    t -= error / slope;
  }
  double low = 0, high = 1;
  for (int i = 0; i < 64; i++) {
    t = (low + high) / 2;
    double value = curve_x(c, t);
    if (fabs(value - x) < 1e-14) break;
    if (value < x) low = t; else high = t;
  }
  return t;
}

double tempo_reference_curve_ns(int count, int ticks) {
  Curve c;
  c.cx = 3 * 0.42; c.bx = 3 * (0.58 - 0.42) - c.cx; c.ax = 1 - c.cx - c.bx;
  c.cy = 0; c.by = 3 * (1 - 0) - c.cy; c.ay = 1 - c.cy - c.by;
  Slot *slots = calloc((size_t)count, sizeof(Slot));
  if (!slots) return NAN;
  for (int i = 0; i < count; i++) { slots[i].duration = 1; slots[i].delta = 1; }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  for (int frame = 1; frame <= ticks; frame++) {
    double time = frame / 60.0;
    for (int i = 0; i < count; i++) {
      double progress = (time - slots[i].begin) / slots[i].duration;
      slots[i].offset = slots[i].delta * curve_y(&c, solve(&c, progress));
    }
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  volatile double sink = 0;
  for (int i = 0; i < count; i++) sink += slots[i].offset;
  free(slots);
  double ns = (double)(end.tv_sec - start.tv_sec) * 1e9 + (double)(end.tv_nsec - start.tv_nsec);
  return ns / ((double)count * ticks);
}
