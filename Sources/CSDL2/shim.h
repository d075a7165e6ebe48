#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <fontconfig/fontconfig.h>

/* Swift cannot import function-like or composite macros: these re-export the few TempoSDL uses. */

/** SDL_WINDOWPOS_CENTERED: lets SDL centre a new window on the primary display. */
static inline int tempo_sdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }

/** SDL_WINDOWPOS_UNDEFINED: lets SDL place a new window. */
static inline int tempo_sdl_windowpos_undefined(void) { return SDL_WINDOWPOS_UNDEFINED; }

/** SDL_BUTTON_LEFT: the primary mouse button's index. */
static inline Uint8 tempo_sdl_button_left(void) { return (Uint8)SDL_BUTTON_LEFT; }

/** SDL_PIXELFORMAT_RGBA32: bytes R, G, B, A in memory order on any byte order. */
static inline Uint32 tempo_sdl_pixelformat_rgba32(void) { return (Uint32)SDL_PIXELFORMAT_RGBA32; }

/** FC_FILE: the fontconfig property holding a font's file path. */
static inline const char *tempo_fc_file(void) { return FC_FILE; }

/** FcPatternGetString for FC_FILE, as a plain C string (NULL when absent); the pattern owns it. */
static inline const char *tempo_fc_pattern_file(FcPattern *pattern) {
  FcChar8 *file = NULL;
  if (FcPatternGetString(pattern, FC_FILE, 0, &file) != FcResultMatch) return NULL;
  return (const char *)file;
}

/* libdispatch's main-queue handle, as CoreFoundation uses it on Linux: an eventfd that becomes
   readable when work is queued on the main queue (drained by RunLoop.main). */
extern int _dispatch_get_main_queue_handle_4CF(void);
