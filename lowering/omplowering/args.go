package omplowering

import (
	"fmt"
	"sort"
	"strings"

	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
)

// This file extends the Emitter contract (emit.go) with what call
// actions and primitives need to turn DSL values into IR values:
//
//	Arg(v, want)        one argument, converted to want when want is set
//	Args(vs)            call arguments; a list variable (captures) expands
//	SetVarList/VarList  context variables bound to several values
//	Module()            the module around the construct
//	StringGlobal(s)     a private constant global holding s, NUL-terminated

// DefaultIntType is the type of a number argument when the callee's
// parameter type is not known: C's int, which nearly every runtime entry
// point that takes a small constant (flags, kinds, counts) uses.
var DefaultIntType = ir.IntType(32)

// SetVarList binds the context variable name to several values (the
// captures, say); as a call argument it expands to one argument each.
func (e *Emitter) SetVarList(name string, vs []*ir.Value) {
	if e.lists == nil {
		e.lists = map[string][]*ir.Value{}
	}
	e.lists[name] = vs
}

// VarList returns the values bound to the list variable name.
func (e *Emitter) VarList(name string) ([]*ir.Value, bool) {
	vs, ok := e.lists[name]
	return vs, ok
}

// Arg materializes the DSL value v as one IR value at the builder:
//   - a number: an llvm.mlir.constant of type want, i32 when want is nil
//     or not an integer;
//   - true/false: an i1 constant (or of the integer type want);
//   - a string: the address of a private constant global holding it;
//   - null: a null pointer;
//   - a context variable: its bound value, sign-extended or truncated when
//     want is an integer type of another width.
//
// Lists and forms are not values; a list variable such as captures is
// expanded by Args, not Arg.
func (e *Emitter) Arg(v dsl.Value, want ir.Type) (*ir.Value, error) {
	loc := e.Construct.Loc()
	wantInt, isInt := want.(ir.IntegerType)
	switch v.Kind {
	case dsl.ValInt:
		t := ir.Type(DefaultIntType)
		if isInt {
			t = wantInt
		}
		return llvm.NewIntConstant(e.B, t, v.Int, loc), nil
	case dsl.ValBool:
		t := ir.Type(ir.I1)
		if isInt {
			t = wantInt
		}
		n := int64(0)
		if v.Bool {
			n = 1
		}
		return llvm.NewIntConstant(e.B, t, n, loc), nil
	case dsl.ValNull:
		if isInt {
			return llvm.NewIntConstant(e.B, wantInt, 0, loc), nil
		}
		return llvm.NewNull(e.B, loc).Result(0), nil
	case dsl.ValString:
		return e.StringGlobal(v.Str)
	case dsl.ValVar:
		val, ok := e.Var(v.Str)
		if !ok {
			lv, isLazy, err := e.resolveLazy(v.Str)
			if err != nil {
				return nil, err
			}
			val, ok = lv, isLazy
		}
		if !ok {
			if _, isList := e.VarList(v.Str); isList {
				return nil, e.Errorf("'%s' stands for several values and can only be a call argument of its own", v.Str)
			}
			return nil, e.Errorf("context variable '%s' is not bound here (a primitive such as 'emit %s' binds it; bound: %s)", v.Str, v.Str, e.boundNames())
		}
		if want == nil || val.Type() == want {
			return val, nil
		}
		return e.convert(val, want, v.Str)
	}
	return nil, e.Errorf("%s cannot be passed as a value", v)
}

// boundNames lists the bound context variables for error messages,
// sorted so that the message does not depend on map order.
func (e *Emitter) boundNames() string {
	names := e.VarNames()
	for n := range e.lists {
		names = append(names, n)
	}
	sort.Strings(names)
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

// convert converts val to the integer or pointer type want (val itself
// when it has that type).
func (e *Emitter) convert(val *ir.Value, want ir.Type, name string) (*ir.Value, error) {
	if val.Type() == want {
		return val, nil
	}
	loc := e.Construct.Loc()
	from, fromInt := val.Type().(ir.IntegerType)
	to, toInt := want.(ir.IntegerType)
	switch {
	case fromInt && toInt && from.Width < to.Width:
		if from.Width == 1 {
			return llvm.NewCast(e.B, llvm.ZExtOpName, val, want, loc).Result(0), nil
		}
		return llvm.NewCast(e.B, llvm.SExtOpName, val, want, loc).Result(0), nil
	case fromInt && toInt:
		return llvm.NewCast(e.B, llvm.TruncOpName, val, want, loc).Result(0), nil
	}
	return nil, e.Errorf("'%s' has type %s where %s is needed", name, ir.TypeString(val.Type()), ir.TypeString(want))
}

// Args materializes call arguments: each value as Arg does with no
// expected type, except that a variable bound to a list (captures)
// expands to its values, one argument each.
func (e *Emitter) Args(vs []dsl.Value) ([]*ir.Value, error) {
	var out []*ir.Value
	for _, v := range vs {
		if v.Kind == dsl.ValVar {
			if list, ok := e.VarList(v.Str); ok {
				out = append(out, list...)
				continue
			}
		}
		a, err := e.Arg(v, nil)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

// Module returns the builtin.module around the construct.
func (e *Emitter) Module() (*ir.Operation, error) {
	m := e.Construct
	for m != nil && !m.Is("builtin.module") {
		m = m.ParentOp()
	}
	if m == nil {
		return nil, e.Errorf("the construct is not in a module")
	}
	return m, nil
}

// StringGlobal returns the address of a private constant global holding
// s followed by a NUL byte, creating the global the first time a string
// is used in the module.
func (e *Emitter) StringGlobal(s string) (*ir.Value, error) {
	m, err := e.Module()
	if err != nil {
		return nil, err
	}
	data := s + "\x00"
	t := llvm.ArrayType{Elem: ir.IntType(8), Len: int64(len(data))}
	name := ""
	for i := 0; ; i++ {
		name = fmt.Sprintf(".omp.str.%d", i)
		g := lookupSymbol(m, name)
		if g == nil {
			b := ir.NewBuilder(e.B.Ctx)
			b.SetInsertionPointToStart(m.Region(0).First())
			llvm.NewGlobal(b, name, t, llvm.Private, llvm.GlobalOptions{Constant: true, Value: ir.Str(data)}, e.Construct.Loc())
			break
		}
		if gv, ok := llvm.AsGlobal(g); ok && gv.IsConstant() && gv.Value() == ir.Attribute(ir.Str(data)) {
			break
		}
	}
	return llvm.NewAddressOf(e.B, name, e.Construct.Loc()).Result(0), nil
}

// lookupSymbol returns the op of the module's body named name.
func lookupSymbol(module *ir.Operation, name string) *ir.Operation {
	for op := range module.Region(0).First().Ops() {
		if n, ok := op.Attr(ir.SymbolNameAttr).(ir.StringAttr); ok && n.Value == name {
			return op
		}
	}
	return nil
}

// SetLazyVar binds the context variable name to a value built by make
// where an action first uses it (at the builder's insertion point then);
// later uses get the same value.
func (e *Emitter) SetLazyVar(name string, make func() (*ir.Value, error)) {
	if e.lazy == nil {
		e.lazy = map[string]func() (*ir.Value, error){}
	}
	e.lazy[name] = make
}

// resolveLazy builds a lazily bound variable and binds it.
func (e *Emitter) resolveLazy(name string) (*ir.Value, bool, error) {
	make, ok := e.lazy[name]
	if !ok {
		return nil, false, nil
	}
	v, err := make()
	if err != nil {
		return nil, true, err
	}
	delete(e.lazy, name)
	e.SetVar(name, v)
	return v, true, nil
}

// Outlined reports whether --omp-outline moved the construct's body into
// a function; the construct op is then gone and Construct is its plan.
func (e *Emitter) Outlined() bool { return e.outlined }

// SplitBlock splits the block at the insertion point for control flow:
// head keeps what is before the insertion point and has no terminator
// yet (the caller ends it with a branch); cont starts with what followed,
// and the builder is set at its start, where the next actions go.
func (e *Emitter) SplitBlock() (head, cont *ir.Block) {
	anchor := e.anchor
	if anchor == nil {
		anchor = e.Construct
	}
	head = anchor.Block()
	cont = head.SplitBefore(anchor)
	e.B.SetInsertionPointBefore(anchor)
	return head, cont
}
