#include <fribidi.h>

/* Swift cannot import composite macros: this re-exports the one TempoSDL uses. */

/** FRIBIDI_PAR_LTR: a left-to-right paragraph (the base direction of a line of Tempo text). */
static inline FriBidiParType tempo_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
