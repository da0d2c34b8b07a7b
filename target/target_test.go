package target

import (
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

func TestLayouts(t *testing.T) {
	x86, arm, ptx := X86_64Linux(), AArch64Linux(), NVPTX64CUDA()
	for _, tc := range []struct {
		t    Target
		c    CType
		want Layout
	}{
		{x86, Int, Layout{4, 4}},
		{x86, Long, Layout{8, 8}},
		{x86, LongDouble, Layout{16, 16}},
		{x86, Pointer, Layout{8, 8}},
		{arm, LongDouble, Layout{16, 16}},
		{arm, Short, Layout{2, 2}},
		{ptx, LongDouble, Layout{8, 8}},
		{ptx, Int128, Layout{16, 16}},
	} {
		if got := tc.t.Layout(tc.c); got != tc.want {
			t.Errorf("%s: layout of %s = %v, want %v", tc.t.Triple, tc.c, got, tc.want)
		}
	}
	if x86.PointerWidth() != 64 || !x86.CharSigned || arm.CharSigned {
		t.Errorf("pointer width %d, char signed on x86-64 %v and aarch64 %v", x86.PointerWidth(), x86.CharSigned, arm.CharSigned)
	}
}

func TestIntLayout(t *testing.T) {
	tg := X86_64Linux()
	for bits, want := range map[int]Layout{1: {1, 1}, 8: {1, 1}, 9: {2, 2}, 17: {4, 4}, 32: {4, 4}, 64: {8, 8}, 65: {16, 16}, 128: {16, 16}} {
		if got := tg.IntLayout(bits); got != want {
			t.Errorf("IntLayout(%d) = %v, want %v", bits, got, want)
		}
	}
}

func TestRecordLayouts(t *testing.T) {
	tg := X86_64Linux()
	char, i, d, ld := tg.Layout(Char), tg.Layout(Int), tg.Layout(Double), tg.Layout(LongDouble)
	// struct { char c; double d; char e; int i; }
	l, off := tg.StructLayout([]Layout{char, d, char, i})
	if l != (Layout{24, 8}) || fmt.Sprint(off) != "[0 8 16 20]" {
		t.Errorf("struct layout %v offsets %v, want {24 8} [0 8 16 20]", l, off)
	}
	if l, off := tg.StructLayout(nil); l != (Layout{0, 1}) || len(off) != 0 {
		t.Errorf("empty struct: %v %v", l, off)
	}
	if u := tg.UnionLayout([]Layout{char, i, tg.ArrayLayout(char, 5)}); u != (Layout{8, 4}) {
		t.Errorf("union { char; int; char[5] } = %v, want {8 4}", u)
	}
	if u := tg.UnionLayout([]Layout{ld, char}); u != (Layout{16, 16}) {
		t.Errorf("union { long double; char } = %v, want {16 16}", u)
	}
}

func TestLookup(t *testing.T) {
	for triple, want := range map[string]string{
		"x86_64-pc-linux-gnu":       "x86_64-pc-linux-gnu",
		"x86_64-unknown-linux-gnu":  "x86_64-pc-linux-gnu",
		"x86_64-linux-gnu":          "x86_64-pc-linux-gnu",
		"aarch64-unknown-linux-gnu": "aarch64-unknown-linux-gnu",
		"aarch64-linux-gnu":         "aarch64-unknown-linux-gnu",
		"nvptx64-nvidia-cuda":       "nvptx64-nvidia-cuda",
	} {
		got, err := Lookup(triple)
		if err != nil {
			t.Errorf("Lookup(%q): %v", triple, err)
			continue
		}
		known, _ := Lookup(want)
		if got.Triple != triple || got.DataLayout != known.DataLayout {
			t.Errorf("Lookup(%q) = %q %q, want the target of %q", triple, got.Triple, got.DataLayout, want)
		}
	}
	for _, triple := range []string{"", "x86_64", "riscv64-unknown-linux-gnu", "x86_64-apple-darwin", "nvptx-nvidia-cuda"} {
		if _, err := Lookup(triple); err == nil {
			t.Errorf("Lookup(%q) found a target", triple)
		}
	}
}

func TestHost(t *testing.T) {
	// The triples and layouts that strata-translate writes into modules
	// without a target; changing them changes its output.
	for pair, want := range map[string][2]string{
		"linux/amd64": {"x86_64-pc-linux-gnu", "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"},
		"linux/arm64": {"aarch64-unknown-linux-gnu", "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"},
	} {
		goos, goarch, _ := strings.Cut(pair, "/")
		got, ok := hostTarget(goos, goarch)
		if !ok || got.Triple != want[0] || got.DataLayout != want[1] {
			t.Errorf("host target of %s = %q %q, want %q", pair, got.Triple, got.DataLayout, want)
		}
	}
	if _, ok := hostTarget("windows", "amd64"); ok {
		t.Error("windows/amd64 has a host target")
	}
}

// assertions returns a C translation unit that compiles only when the
// compiler's target agrees with tg on every fact Target holds.
func assertions(tg Target) string {
	var b strings.Builder
	check := func(cond, what string) {
		fmt.Fprintf(&b, "_Static_assert(%s, %q);\n", cond, tg.Triple+": "+what)
	}
	for c := range numCTypes {
		l := tg.Layout(c)
		check(fmt.Sprintf("sizeof(%s) == %d", c, l.Size), fmt.Sprintf("sizeof(%s) is %d", c, l.Size))
		check(fmt.Sprintf("_Alignof(%s) == %d", c, l.Align), fmt.Sprintf("_Alignof(%s) is %d", c, l.Align))
	}
	check(fmt.Sprintf("((char)-1 < 0) == %d", b2i(tg.CharSigned)), fmt.Sprintf("char signed is %v", tg.CharSigned))
	mant := map[FloatFormat]int{IEEESingle: 24, IEEEDouble: 53, X87Extended: 64, IEEEQuad: 113}[tg.LongDoubleFormat]
	check(fmt.Sprintf("__LDBL_MANT_DIG__ == %d", mant), "long double is "+tg.LongDoubleFormat.String())
	for name, c := range map[string]CType{"__SIZE_TYPE__": tg.SizeType, "__PTRDIFF_TYPE__": tg.PtrDiffType, "__INTPTR_TYPE__": tg.IntPtrType} {
		// _Generic on the unsigned and signed spelling names the type
		// exactly, not only its size.
		check(fmt.Sprintf("_Generic((%s)0, %s: 1, unsigned %s: 1, default: 0)", name, c, c), name+" is "+c.String())
	}
	for bytes := 1; bytes <= 16; bytes *= 2 {
		inline := bytes*8 <= tg.MaxAtomicWidth
		check(fmt.Sprintf("__atomic_always_lock_free(%d, 0) == %d", bytes, b2i(inline)), fmt.Sprintf("atomics of %d bytes inline is %v", bytes, inline))
	}
	return b.String()
}

// b2i returns a C truth value.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// compile runs a C compiler on src, which fails to compile on a fact it
// disagrees with.
func compile(t *testing.T, cc string, args []string, src string) {
	t.Helper()
	cmd := exec.Command(cc, append(args, "-fsyntax-only", "-std=gnu11", "-x", "c", "-")...)
	cmd.Stdin = strings.NewReader(src)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("%s %s disagrees: %v\n%s", cc, strings.Join(args, " "), err, out)
	}
}

// TestAgainstGCC checks the host's facts against gcc on this machine.
func TestAgainstGCC(t *testing.T) {
	host, ok := Host()
	if !ok {
		t.Skip("no known host target")
	}
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc not installed")
	}
	compile(t, "gcc", nil, assertions(host))
}

var datalayoutRE = regexp.MustCompile(`(?m)^target datalayout = "(.*)"$`)

// TestAgainstClang checks every target's facts, and its data layout
// string, against clang-16 for the same triple.
func TestAgainstClang(t *testing.T) {
	if _, err := exec.LookPath("clang-16"); err != nil {
		t.Skip("clang-16 not installed")
	}
	for _, tg := range All() {
		compile(t, "clang-16", []string{"-target", tg.Triple}, assertions(tg))
		out, err := exec.Command("clang-16", "-target", tg.Triple, "-S", "-emit-llvm", "-o", "-", "-x", "c", "/dev/null").Output()
		m := datalayoutRE.FindSubmatch(out)
		if err != nil || m == nil {
			t.Errorf("clang-16 -target %s printed no data layout: %v", tg.Triple, err)
			continue
		}
		if string(m[1]) != tg.DataLayout {
			t.Errorf("%s: data layout %q, clang-16 writes %q", tg.Triple, tg.DataLayout, m[1])
		}
	}
}
