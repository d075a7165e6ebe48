// Interposes glibc's allocator to count allocations and live bytes; glibc does the real work.
// Linked into tempo-bench only. Not thread-safe in its counts (the benchmarks are single-threaded).
#include "CBenchSupport.h"
#include <malloc.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations;
static int64_t live_bytes;

uint64_t tempo_allocation_count(void) { return allocations; }
int64_t tempo_allocated_bytes(void) { return live_bytes; }

void *malloc(size_t size) {
  void *result = __libc_malloc(size);
  allocations++;
  if (result) live_bytes += (int64_t)malloc_usable_size(result);
  return result;
}

void *calloc(size_t count, size_t size) {
  void *result = __libc_calloc(count, size);
  allocations++;
  if (result) live_bytes += (int64_t)malloc_usable_size(result);
  return result;
}

void *realloc(void *pointer, size_t size) {
  if (pointer) live_bytes -= (int64_t)malloc_usable_size(pointer);
  void *result = __libc_realloc(pointer, size);
  allocations++;
  if (result) live_bytes += (int64_t)malloc_usable_size(result);
  else if (pointer && size) live_bytes += (int64_t)malloc_usable_size(pointer);
  return result;
}

void free(void *pointer) {
  if (pointer) live_bytes -= (int64_t)malloc_usable_size(pointer);
  __libc_free(pointer);
}
