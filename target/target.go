// Package target holds the facts about the machines strata compiles for:
// a target's triple, its LLVM data layout string, and the sizes and
// alignments of C's types, which a front end needs for sizeof, a lowering
// for loads, stores and records, and an execution engine for its memory.
//
// It is a small counterpart of clang's TargetInfo and LLVM's DataLayout:
// a Target is a plain value, built by a constructor per target
// (X86_64Linux, AArch64Linux, NVPTX64CUDA), found by triple (Lookup) or for
// the machine strata runs on (Host). Every fact here was checked against
// clang-16 for the same triple (target_test.go does it again when clang-16
// or gcc is installed).
package target

import (
	"fmt"
	"runtime"
	"strings"
)

// Layout is the size and alignment, in bytes, of a type in memory.
type Layout struct {
	Size, Align int64
}

// CType names a C type whose layout a target fixes. Signedness does not
// change a layout: Int stands for int and unsigned int alike.
type CType uint8

const (
	Bool CType = iota // _Bool
	Char
	Short
	Int
	Long
	LongLong
	Int128 // __int128
	Pointer
	Float
	Double
	LongDouble
	numCTypes
)

var cTypeNames = [numCTypes]string{"_Bool", "char", "short", "int", "long", "long long", "__int128", "void *", "float", "double", "long double"}

// String returns the type's C spelling.
func (c CType) String() string {
	if c < numCTypes {
		return cTypeNames[c]
	}
	return fmt.Sprintf("CType(%d)", uint8(c))
}

// FloatFormat is the encoding of a floating type.
type FloatFormat uint8

const (
	IEEESingle FloatFormat = iota // binary32
	IEEEDouble                    // binary64
	// X87Extended is x87's 80-bit extended precision (64-bit significand
	// with an explicit integer bit); in memory it takes 16 bytes on x86-64.
	X87Extended
	IEEEQuad // binary128
)

var floatFormatNames = [...]string{IEEESingle: "float", IEEEDouble: "double", X87Extended: "x86_fp80", IEEEQuad: "fp128"}

// String returns the format's name as LLVM's IR types spell it.
func (f FloatFormat) String() string {
	if int(f) < len(floatFormatNames) {
		return floatFormatNames[f]
	}
	return fmt.Sprintf("FloatFormat(%d)", uint8(f))
}

// Target describes one target triple. Its fields are facts, not settings:
// build one with a constructor or Lookup rather than by hand. A Target is a
// value; copies share nothing.
type Target struct {
	// Triple is the LLVM target triple, as clang spells it.
	Triple string
	// DataLayout is LLVM's data layout string for the triple, as clang
	// writes it into a module.
	DataLayout string
	// CharSigned says whether plain char is signed.
	CharSigned bool
	// LongDoubleFormat is the encoding of long double.
	LongDoubleFormat FloatFormat
	// SizeType, PtrDiffType and IntPtrType are the C integer types that
	// size_t (unsigned), ptrdiff_t and intptr_t (signed) are.
	SizeType, PtrDiffType, IntPtrType CType
	// MaxAtomicWidth is the widest atomic access, in bits, done inline
	// (lock-free) rather than through libatomic: clang's
	// MaxAtomicInlineWidth.
	MaxAtomicWidth int

	types [numCTypes]Layout
}

// Layout returns the size and alignment of a C type.
func (t Target) Layout(c CType) Layout { return t.types[c] }

// SizeOf returns sizeof(c) in bytes.
func (t Target) SizeOf(c CType) int64 { return t.types[c].Size }

// AlignOf returns _Alignof(c) in bytes.
func (t Target) AlignOf(c CType) int64 { return t.types[c].Align }

// PointerWidth returns the width of a pointer in bits.
func (t Target) PointerWidth() int { return int(t.types[Pointer].Size * 8) }

// IntLayout returns the layout of an integer of the given width in bits
// (LLVM's iN): the smallest power-of-two number of bytes that holds it,
// aligned to that size. This is the layout of every C integer type,
// __int128 included, on the targets here.
func (t Target) IntLayout(bits int) Layout {
	bytes := int64(1)
	for bytes*8 < int64(bits) {
		bytes *= 2
	}
	return Layout{bytes, bytes}
}

// ArrayLayout returns the layout of an array of n elements of elem.
func (t Target) ArrayLayout(elem Layout, n int64) Layout {
	return Layout{elem.Size * n, elem.Align}
}

// StructLayout returns the layout of a C struct with the given members in
// order, and each member's offset: every member starts at the next
// multiple of its alignment, and the size is rounded up to the largest
// alignment (an empty struct has size 0 and alignment 1, as in GNU C).
func (t Target) StructLayout(members []Layout) (Layout, []int64) {
	offsets := make([]int64, len(members))
	l := Layout{0, 1}
	for i, m := range members {
		offsets[i] = AlignTo(l.Size, m.Align)
		l.Size = offsets[i] + m.Size
		l.Align = max(l.Align, m.Align)
	}
	l.Size = AlignTo(l.Size, l.Align)
	return l, offsets
}

// UnionLayout returns the layout of a C union of the given members: as
// large as its largest member, rounded up to the largest alignment.
func (t Target) UnionLayout(members []Layout) Layout {
	l := Layout{0, 1}
	for _, m := range members {
		l.Size = max(l.Size, m.Size)
		l.Align = max(l.Align, m.Align)
	}
	l.Size = AlignTo(l.Size, l.Align)
	return l
}

// AlignTo rounds n up to a multiple of align, which is positive.
func AlignTo(n, align int64) int64 { return (n + align - 1) / align * align }

// lp64 returns the facts shared by the 64-bit targets here (the LP64
// model): _Bool, char, short, int, long, long long, __int128 and pointers
// of 1, 1, 2, 4, 8, 8, 16 and 8 bytes aligned to their size, IEEE float
// and double, and size_t, ptrdiff_t and intptr_t as wide as long. The
// caller fills in the rest, long double's layout included.
func lp64(triple, dataLayout string) Target {
	return Target{
		Triple:     triple,
		DataLayout: dataLayout,
		SizeType:   Long, PtrDiffType: Long, IntPtrType: Long,
		types: [numCTypes]Layout{
			Bool: {1, 1}, Char: {1, 1}, Short: {2, 2}, Int: {4, 4}, Long: {8, 8},
			LongLong: {8, 8}, Int128: {16, 16}, Pointer: {8, 8},
			Float: {4, 4}, Double: {8, 8},
		},
	}
}

// X86_64Linux returns x86-64 Linux (the System V ABI): long double is
// x87's 80-bit format in 16 bytes aligned to 16, char is signed, and
// without cmpxchg16b (not in the x86-64 baseline) atomics are inline up to
// 64 bits.
func X86_64Linux() Target {
	t := lp64("x86_64-pc-linux-gnu", "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128")
	t.CharSigned = true
	t.LongDoubleFormat, t.types[LongDouble] = X87Extended, Layout{16, 16}
	t.MaxAtomicWidth = 64
	return t
}

// AArch64Linux returns AArch64 Linux (AAPCS64): long double is IEEE quad,
// char is unsigned, and atomics are inline up to 128 bits.
func AArch64Linux() Target {
	t := lp64("aarch64-unknown-linux-gnu", "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128")
	t.LongDoubleFormat, t.types[LongDouble] = IEEEQuad, Layout{16, 16}
	t.MaxAtomicWidth = 128
	return t
}

// NVPTX64CUDA returns the 64-bit NVIDIA PTX device target: where offloaded
// target regions compile for a GPU. The layout string is the one LLVM's
// NVPTX back end computes for 64-bit pointers (NVPTXTargetMachine.cpp,
// computeDataLayout) and clang-16 writes; long double is double there
// (clang's NVPTXTargetInfo), and clang-16 declares no inline atomics for
// it (its MaxAtomicInlineWidth stays 0), which is recorded as is. A device
// compiled with a host (CUDA, OpenMP offload) must share the host's type
// layouts; a front end pairs the two, this target describes the device
// alone.
func NVPTX64CUDA() Target {
	t := lp64("nvptx64-nvidia-cuda", "e-i64:64-i128:128-v16:16-v32:32-n16:32:64")
	t.CharSigned = true
	t.LongDoubleFormat, t.types[LongDouble] = IEEEDouble, Layout{8, 8}
	return t
}

// All returns every target strata knows, host targets first.
func All() []Target {
	return []Target{X86_64Linux(), AArch64Linux(), NVPTX64CUDA()}
}

// Lookup returns the target of a triple. Only the architecture and the
// operating system are matched, so "x86_64-unknown-linux-gnu" and
// "x86_64-linux-gnu" (gcc's spelling) find x86-64 Linux; the Target
// returned keeps the triple as given.
func Lookup(triple string) (Target, error) {
	parts := strings.Split(triple, "-")
	for _, t := range All() {
		known := strings.Split(t.Triple, "-")
		if parts[0] != known[0] || len(parts) < 2 {
			continue
		}
		// The OS is the third component of arch-vendor-os-env, or the
		// second when the vendor is left out.
		os := known[2]
		if parts[1] == os || len(parts) > 2 && parts[2] == os {
			t.Triple = triple
			return t, nil
		}
	}
	return Target{}, fmt.Errorf("unknown target triple %q", triple)
}

// Host returns the target of the machine strata runs on; ok is false on a
// host it does not know.
func Host() (t Target, ok bool) {
	return hostTarget(runtime.GOOS, runtime.GOARCH)
}

// hostTarget returns the target of a Go GOOS/GOARCH pair.
func hostTarget(goos, goarch string) (Target, bool) {
	switch goos + "/" + goarch {
	case "linux/amd64":
		return X86_64Linux(), true
	case "linux/arm64":
		return AArch64Linux(), true
	}
	return Target{}, false
}
