package frontend

import (
	cc "modernc.org/cc/v4"
)

// Structs and unions passed or returned by value. cir, and LLVM IR after
// it, pass a record as one first-class aggregate, which LLVM's x86-64
// back end spreads over one register per member; the C ABI (System V
// x86-64) packs it into eightbytes instead (struct { int q, r; } is one
// register), and passes a record over 16 bytes in memory. The two agree
// when every eightbyte of the record is one scalar member that starts it
// ({long, long}, {double, int}, {char *}) and there are registers left
// for all of it. Between functions this file defines, both sides agree
// whatever the record; a call of a function defined elsewhere (the C
// library's div, code built by another compiler) with a record the two
// conventions place differently would be mistranslated, so it is
// refused, located.

// sysvRegs counts the System V argument registers a call uses.
type sysvRegs struct{ ints, sses int }

// recordByValueOK reports whether a record of type ct passes (or
// returns) the same way under LLVM's convention and the C ABI, and the
// registers it takes.
func recordByValueOK(ct cc.Type) (regs sysvRegs, ok bool) {
	size := ct.Size()
	if size <= 0 || size > 16 {
		return regs, false
	}
	type scalar struct {
		off, size int64
		sse       bool
	}
	var scalars []scalar
	var flatten func(ct cc.Type, off int64) bool
	flatten = func(ct cc.Type, off int64) bool {
		switch x := ct.(type) {
		case *cc.StructType:
			for i := 0; i < x.NumFields(); i++ {
				fl := x.FieldByIndex(i)
				if fl.IsBitfield() || !flatten(fl.Type(), off+fl.Offset()) {
					return false
				}
			}
			return true
		case *cc.ArrayType:
			es := x.Elem().Size()
			for i := int64(0); i < x.Len(); i++ {
				if !flatten(x.Elem(), off+i*es) {
					return false
				}
			}
			return true
		case *cc.UnionType:
			return false
		}
		switch {
		case ct.Kind() == cc.Float || ct.Kind() == cc.Double:
			scalars = append(scalars, scalar{off, ct.Size(), true})
		case cc.IsIntegerType(ct) || ct.Kind() == cc.Ptr || ct.Kind() == cc.Enum || ct.Kind() == cc.Bool:
			scalars = append(scalars, scalar{off, ct.Size(), false})
		default:
			return false // long double, _Complex, ...
		}
		return true
	}
	if !flatten(ct, 0) {
		return regs, false
	}
	for e := int64(0); e*8 < size; e++ {
		var in []scalar
		for _, s := range scalars {
			if s.off/8 == e {
				in = append(in, s)
			}
		}
		if len(in) != 1 || in[0].off != e*8 {
			return regs, false
		}
		if in[0].sse {
			regs.sses++
		} else {
			regs.ints++
		}
	}
	return regs, true
}

// isRecord reports whether ct is a struct or union.
func isRecord(ct cc.Type) bool {
	k := ct.Kind()
	return k == cc.Struct || k == cc.Union
}

// checkExternalRecords refuses a call of the function name, not defined
// in this translation unit, that passes or returns a record the C ABI
// places differently from LLVM.
func (f *function) checkExternalRecords(name string, ft *cc.FunctionType, args []cc.ExpressionNode, x *cc.PostfixExpression) {
	if f.t.definedFunctions()[name] {
		return
	}
	if res := ft.Result(); isRecord(res) {
		if _, ok := recordByValueOK(res); !ok {
			f.t.fail(x, "returning the %s '%s' by value from '%s', a function this file does not define, is not supported: strata does not implement the C ABI's passing of records",
				kindWord(res), typeString(res), name)
		}
	}
	// The registers of the arguments, in order: a record that passes in
	// registers under LLVM's rules but finds too few left goes to memory
	// under the C ABI.
	regs := sysvRegs{}
	if res := ft.Result(); isRecord(res) && res.Size() > 16 {
		regs.ints++ // the hidden pointer of the result
	}
	fixed := 0
	for _, p := range ft.Parameters() {
		if p.Type().Kind() != cc.Void {
			fixed++
		}
	}
	for i, a := range args {
		at := valueType(a.Type())
		if i >= fixed && isRecord(at) {
			continue // refused as a variadic argument
		}
		switch {
		case isRecord(at):
			need, ok := recordByValueOK(at)
			if !ok || regs.ints+need.ints > 6 || regs.sses+need.sses > 8 {
				f.t.fail(a, "passing the %s '%s' by value to '%s', a function this file does not define, is not supported: strata does not implement the C ABI's passing of records",
					kindWord(at), typeString(at), name)
			}
			regs.ints += need.ints
			regs.sses += need.sses
		case at.Kind() == cc.Float || at.Kind() == cc.Double:
			regs.sses++
		case at.Kind() == cc.LongDouble:
		default:
			regs.ints++
		}
	}
}

func kindWord(ct cc.Type) string {
	if ct.Kind() == cc.Union {
		return "union"
	}
	return "struct"
}

// definedFunctions returns the names of the functions the translation
// unit defines (in the file or in its headers), computed once.
func (t *translator) definedFunctions() map[string]bool {
	if t.defined == nil {
		t.defined = map[string]bool{}
		for l := t.ast.TranslationUnit; l != nil; l = l.TranslationUnit {
			if ed := l.ExternalDeclaration; ed != nil && ed.Case == cc.ExternalDeclarationFuncDef {
				t.defined[ed.FunctionDefinition.Declarator.Name()] = true
			}
		}
	}
	return t.defined
}
