package llvm_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

// TestUpstreamSpellings checks that each spelling of MLIR 17 and later
// that strata reads means what its MLIR 16 spelling means: both print the
// same, in MLIR 16's form (docs/llvm-upstream-syntax.md).
func TestUpstreamSpellings(t *testing.T) {
	const decls = "llvm.func @printf(!llvm.ptr, ...) -> i32\nllvm.func @g(i32) -> i32\nllvm.func @h(!llvm.ptr, i16) -> i16\n"
	// generic: mlir-opt-16 is given strata's generic print, since MLIR
	// 16's custom indirect call reads its callee as a typed pointer.
	cases := []struct {
		name, upstream, mlir16 string
		generic                bool
	}{
		{"vararg direct",
			"llvm.func @f(%s: !llvm.ptr, %x: i64) -> i32 {\n  %0 = llvm.call @printf(%s, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32\n  llvm.return %0 : i32\n}",
			"llvm.func @f(%s: !llvm.ptr, %x: i64) -> i32 {\n  %0 = llvm.call @printf(%s, %x) : (!llvm.ptr, i64) -> i32\n  llvm.return %0 : i32\n}", false},
		{"vararg direct with attributes",
			"llvm.func @f(%s: !llvm.ptr) -> i32 {\n  %0 = llvm.call @printf(%s) vararg(!llvm.func<i32 (ptr, ...)>) {tag} : (!llvm.ptr) -> i32\n  llvm.return %0 : i32\n}",
			"llvm.func @f(%s: !llvm.ptr) -> i32 {\n  %0 = llvm.call @printf(%s) {tag} : (!llvm.ptr) -> i32\n  llvm.return %0 : i32\n}", false},
		// MLIR 16 cannot say that an indirect call is variadic but keeps
		// the attribute MLIR 17 gives it.
		{"vararg indirect",
			"llvm.func @f(%fp: !llvm.ptr, %x: i64) {\n  llvm.call %fp(%x) vararg(!llvm.func<void (i64, ...)>) : !llvm.ptr, (i64) -> ()\n  llvm.return\n}",
			"llvm.func @f(%fp: !llvm.ptr, %x: i64) {\n  llvm.call %fp(%x) {var_callee_type = !llvm.func<void (i64, ...)>} : (i64) -> ()\n  llvm.return\n}", true},
		{"ccc",
			"llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.call ccc @g(%a) : (i32) -> i32\n  llvm.return %0 : i32\n}",
			"llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.call @g(%a) : (i32) -> i32\n  llvm.return %0 : i32\n}", false},
		{"tail",
			"llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.call ccc tail @g(%a) : (i32) -> i32\n  llvm.return %0 : i32\n}",
			"llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.call @g(%a) : (i32) -> i32\n  llvm.return %0 : i32\n}", false},
		// Parameter attributes in the callee's type (MLIR 20+) are kept as
		// upstream stores them, in arg_attrs and res_attrs.
		{"call parameter attributes",
			"llvm.func @f(%p: !llvm.ptr, %x: i16) -> i16 {\n  %0 = llvm.call @h(%p, %x) : (!llvm.ptr {llvm.nonnull, llvm.noundef}, i16 {llvm.noundef}) -> (i16 {llvm.signext})\n  llvm.return %0 : i16\n}",
			"llvm.func @f(%p: !llvm.ptr, %x: i16) -> i16 {\n  %0 = llvm.call @h(%p, %x) {arg_attrs = [{llvm.nonnull, llvm.noundef}, {llvm.noundef}], res_attrs = [{llvm.signext}]} : (!llvm.ptr, i16) -> i16\n  llvm.return %0 : i16\n}", false},
		{"call parameter attributes, indirect",
			"llvm.func @f(%fp: !llvm.ptr, %p: !llvm.ptr) {\n  llvm.call %fp(%p) : !llvm.ptr, (!llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64}) -> ()\n  llvm.return\n}",
			"llvm.func @f(%fp: !llvm.ptr, %p: !llvm.ptr) {\n  llvm.call %fp(%p) {arg_attrs = [{llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64}]} : (!llvm.ptr) -> ()\n  llvm.return\n}", true},
		// LLVM 22's lifetime markers have no size: the whole object, -1.
		{"lifetime without size",
			"llvm.func @f(%p: !llvm.ptr) {\n  llvm.intr.lifetime.start %p : !llvm.ptr\n  \"llvm.intr.lifetime.end\"(%p) : (!llvm.ptr) -> ()\n  llvm.return\n}",
			"llvm.func @f(%p: !llvm.ptr) {\n  llvm.intr.lifetime.start -1, %p : !llvm.ptr\n  llvm.intr.lifetime.end -1, %p : !llvm.ptr\n  llvm.return\n}", false},
		// memcpy.inline's length and flag, attributes upstream (MLIR 18+),
		// are operands in MLIR 16.
		{"memcpy.inline",
			"llvm.func @f(%d: !llvm.ptr, %s: !llvm.ptr) {\n  \"llvm.intr.memcpy.inline\"(%d, %s) <{isVolatile = false, len = 16 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()\n  llvm.return\n}",
			"llvm.func @f(%d: !llvm.ptr, %s: !llvm.ptr) {\n  %0 = llvm.mlir.constant(16 : i64) : i64\n  %1 = llvm.mlir.constant(false) : i1\n  \"llvm.intr.memcpy.inline\"(%d, %s, %0, %1) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()\n  llvm.return\n}", false},
	}
	var printed []string
	for _, c := range cases {
		up := dialecttest.Print(t, dialecttest.ParseVerified(t, c.name+" (upstream)", decls+c.upstream), false)
		old := dialecttest.Print(t, dialecttest.ParseVerified(t, c.name+" (MLIR 16)", decls+c.mlir16), false)
		if up != old {
			t.Errorf("%s: the upstream spelling prints differently from MLIR 16's:\n%s", c.name, dialecttest.Diff(old, up))
		}
		if c.generic {
			up = dialecttest.Print(t, dialecttest.ParseVerified(t, c.name+" (upstream)", decls+c.upstream), true)
		}
		printed = append(printed, up)
	}
	if !dialecttest.HaveMLIROpt() {
		return
	}
	// mlir-opt-16 reads what strata prints.
	if _, err := dialecttest.RunMLIROptBatch(printed); err != nil {
		t.Errorf("mlir-opt-16 rejects strata's print of an upstream spelling: %v", err)
	}
}

// TestUpstreamCallParamAttrsRefused checks that the parameter attributes
// whose dropping would change a call are refused, in the callee's type as
// in upstream's generic form, and that the promises are kept.
func TestUpstreamCallParamAttrsRefused(t *testing.T) {
	const decl = "llvm.func @h(!llvm.ptr, i16) -> i16\n"
	diagnose := func(src string) error {
		if d := dialecttest.Diagnose(all.NewContext(), "test.mlir", src); d != nil {
			return d
		}
		return nil
	}
	call := func(arg, res string) string {
		return decl + "llvm.func @f(%p: !llvm.ptr, %x: i16) -> i16 {\n  %0 = llvm.call @h(%p, %x) : (!llvm.ptr " + arg + ", i16) -> (i16 " + res + ")\n  llvm.return %0 : i16\n}"
	}
	for _, a := range []string{"byval = i64", "byref = i64", "inalloca = i64", "preallocated = i64", "sret = i64", "inreg", "nest", "alignstack = 8 : i64", "elementtype = i64", "unknown"} {
		err := diagnose(call("{llvm."+a+"}", ""))
		if err == nil || !strings.Contains(err.Error(), "on a call's argument is not supported") {
			t.Errorf("argument {llvm.%s}: got %v, want a refusal", a, err)
		}
	}
	for _, a := range []string{"signext", "zeroext"} {
		if err := diagnose(call("", "{llvm."+a+"}")); err != nil {
			t.Errorf("result {llvm.%s}: %v", a, err)
		}
		src := strings.Replace(call("", ""), "i16) -> (i16", "i16 {llvm."+a+"}) -> (i16", 1)
		if err := diagnose(src); err == nil || !strings.Contains(err.Error(), "the caller leaves unextended") {
			t.Errorf("argument {llvm.%s}: got %v, want a refusal", a, err)
		}
	}
	for _, a := range []string{"align = 4 : i64", "noalias", "nocapture", "nofree", "nonnull", "noundef", "readonly", "readnone", "writeonly", "dereferenceable = 8 : i64", "dereferenceable_or_null = 8 : i64", "returned", "mydialect.tag"} {
		name := a
		if !strings.HasPrefix(a, "mydialect.") {
			name = "llvm." + a
		}
		if err := diagnose(call("{"+name+"}", "")); err != nil {
			t.Errorf("argument {%s}: %v", name, err)
		}
	}
	generic := decl + "llvm.func @f(%p: !llvm.ptr, %x: i16) -> i16 {\n  %0 = \"llvm.call\"(%p, %x) <{arg_attrs = [{llvm.sret = i64}, {}], callee = @h}> : (!llvm.ptr, i16) -> i16\n  llvm.return %0 : i16\n}"
	if err := diagnose(generic); err == nil || !strings.Contains(err.Error(), "'llvm.sret' on a call's argument is not supported") {
		t.Errorf("generic arg_attrs with llvm.sret: got %v, want a refusal", err)
	}
}
