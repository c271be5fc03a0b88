// What the linker gathers from every module of the executable, for `Preview.all`: the records
// `#Preview` writes into the `gnomon_previews` section, and the Swift runtime's conformance
// records, read to find the types that conform to `PreviewProvider`.
//
// For a section whose name is a C identifier the linker defines `__start_<name>` and
// `__stop_<name>` around everything placed in it. The symbols are weak (a program with no
// record has no section: both are null) and hidden (each image sees its own sections, so the
// records are those of the image GnomonCore is linked into — the executable, with SwiftPM's
// static libraries).
#include <stddef.h>
#include <stdint.h>
#include <string.h>

extern const char __start_gnomon_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_gnomon_previews[] __attribute__((weak, visibility("hidden")));
extern const char __start_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));

/// The bytes of the `gnomon_previews` section: `*count` bytes from the result (null if none).
static inline const void *gnomon_preview_records(size_t *count) {
    *count = (size_t)(__stop_gnomon_previews - __start_gnomon_previews);
    return __start_gnomon_previews;
}

/// The target of a 32-bit relative pointer at `field`; null when the offset is 0. With
/// `indirectable`, a set low bit means the target is a pointer to the target.
static inline const void *gnomon_relative(const int32_t *field, int indirectable) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    if (indirectable && (offset & 1)) {
        return *(const void *const *)((const char *)field + (offset & ~1));
    }
    return (const char *)field + offset;
}

/// A context descriptor's kind (module 0, protocol 3, class 16, struct 17, enum 18).
static inline uint32_t gnomon_context_kind(const void *context) {
    return *(const uint32_t *)context & 0x1F;
}

/// A context descriptor's parent context.
static inline const void *gnomon_context_parent(const void *context) {
    return gnomon_relative((const int32_t *)context + 1, 1);
}

/// The name of a module, protocol or type context descriptor.
static inline const char *gnomon_context_name(const void *context) {
    return (const char *)gnomon_relative((const int32_t *)context + 2, 0);
}

typedef struct {
    const void *metadata;
    size_t state;
} gnomon_metadata_response;

typedef gnomon_metadata_response (*gnomon_metadata_accessor)(size_t request) __attribute__((swiftcall));

/// Calls `body` with the type metadata of every non-generic struct, enum or class that
/// conforms to the protocol `protocol_name` of the module `module_name`.
///
/// A conformance record is a relative pointer to a conformance descriptor: the protocol's
/// descriptor (indirectable), then a reference to the conforming type whose kind is in bits
/// 3–5 of the descriptor's flags (0: the type's descriptor, 1: a pointer to it; 2 and 3 are
/// Objective-C classes). A type descriptor holds, after its flags, parent and name, the
/// relative pointer to its metadata access function, which takes a request (0: complete).
static inline void gnomon_each_conforming_type(
    const char *module_name, const char *protocol_name, void (*body)(const void *metadata, void *context), void *context) {
    const int32_t *record = (const int32_t *)__start_swift5_protocol_conformances;
    const int32_t *end = (const int32_t *)__stop_swift5_protocol_conformances;
    for (; record && record < end; record++) {
        const int32_t *conformance = (const int32_t *)gnomon_relative(record, 0);
        if (!conformance) continue;
        const void *protocol = gnomon_relative(conformance, 1);
        if (!protocol || gnomon_context_kind(protocol) != 3 || strcmp(gnomon_context_name(protocol), protocol_name) != 0) continue;
        const void *module = gnomon_context_parent(protocol);
        if (!module || gnomon_context_kind(module) != 0 || strcmp(gnomon_context_name(module), module_name) != 0) continue;
        uint32_t reference_kind = ((uint32_t)conformance[3] >> 3) & 0x7;
        const void *type;
        if (reference_kind == 0) {
            type = gnomon_relative(conformance + 1, 0);
        } else if (reference_kind == 1) {
            const void *const *slot = (const void *const *)gnomon_relative(conformance + 1, 0);
            type = slot ? *slot : NULL;
        } else {
            continue;
        }
        if (!type) continue;
        uint32_t flags = *(const uint32_t *)type;
        uint32_t kind = flags & 0x1F;
        if ((kind != 16 && kind != 17 && kind != 18) || (flags & 0x80)) continue;
        gnomon_metadata_accessor accessor = (gnomon_metadata_accessor)gnomon_relative((const int32_t *)type + 3, 0);
        if (!accessor) continue;
        body(accessor(0).metadata, context);
    }
}
