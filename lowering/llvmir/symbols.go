package llvmir

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
)

// intValued is an attribute holding an integer: ir.IntegerAttr, or a
// dialect attribute that exposes its number the same way.
type intValued interface{ Int64() int64 }

// intAttr returns op's integer attribute name; ok is false when it is
// absent, and err says when it is there but not an integer.
func intAttr(op *ir.Operation, name string) (v int64, ok bool, err error) {
	a := op.Attr(name)
	if a == nil {
		return 0, false, nil
	}
	iv, isInt := a.(intValued)
	if !isInt {
		return 0, false, Errorf(op, "attribute '%s' is %s, not an integer", name, ir.AttrString(a))
	}
	return iv.Int64(), true, nil
}

// stringAttr returns op's string attribute name, "" when absent.
func stringAttr(op *ir.Operation, name string) (string, error) {
	a := op.Attr(name)
	if a == nil {
		return "", nil
	}
	s, ok := a.(ir.StringAttr)
	if !ok {
		return "", Errorf(op, "attribute '%s' is %s, not a string", name, ir.AttrString(a))
	}
	return s.Value, nil
}

// typeAttr returns the type held by op's type attribute name.
func typeAttr(op *ir.Operation, name string) (ir.Type, error) {
	a, ok := op.Attr(name).(ir.TypeAttr)
	if !ok {
		if op.Attr(name) == nil {
			return nil, Errorf(op, "the '%s' attribute is missing", name)
		}
		return nil, Errorf(op, "attribute '%s' is %s, not a type", name, ir.AttrString(op.Attr(name)))
	}
	return a.Type, nil
}

// symbolName returns op's sym_name.
func symbolName(op *ir.Operation) (string, error) {
	name, err := stringAttr(op, "sym_name")
	if err == nil && name == "" {
		err = Errorf(op, "the symbol has no name")
	}
	return name, err
}

// linkages maps the dialect's linkages to LLVM's; external is LLVM's
// default, printed as nothing.
var linkages = [...]enum.Linkage{
	llvm.Private:             enum.LinkagePrivate,
	llvm.Internal:            enum.LinkageInternal,
	llvm.AvailableExternally: enum.LinkageAvailableExternally,
	llvm.Linkonce:            enum.LinkageLinkOnce,
	llvm.Weak:                enum.LinkageWeak,
	llvm.Common:              enum.LinkageCommon,
	llvm.Appending:           enum.LinkageAppending,
	llvm.ExternWeak:          enum.LinkageExternWeak,
	llvm.LinkonceODR:         enum.LinkageLinkOnceODR,
	llvm.WeakODR:             enum.LinkageWeakODR,
	llvm.External:            enum.LinkageNone,
}

// linkageOf returns op's linkage, external when it has none.
func linkageOf(op *ir.Operation) (llvm.Linkage, error) {
	a := op.Attr("linkage")
	if a == nil {
		return llvm.External, nil
	}
	l, ok := a.(llvm.LinkageAttr)
	if !ok || int(l.Linkage) >= len(linkages) {
		return 0, Errorf(op, "unknown linkage %s", ir.AttrString(a))
	}
	return l.Linkage, nil
}

// visibilityOf returns op's visibility_ (MLIR 16 numbers it: 0 default,
// 1 hidden, 2 protected).
func visibilityOf(op *ir.Operation) (enum.Visibility, error) {
	v, ok, err := intAttr(op, "visibility_")
	if err != nil || !ok {
		return enum.VisibilityNone, err
	}
	switch v {
	case 0:
		return enum.VisibilityNone, nil
	case 1:
		return enum.VisibilityHidden, nil
	case 2:
		return enum.VisibilityProtected, nil
	}
	return 0, Errorf(op, "unknown visibility %d", v)
}

// unnamedAddrOf returns op's unnamed_addr (0 none, 1 local_unnamed_addr,
// 2 unnamed_addr, as MLIR 16 numbers them).
func unnamedAddrOf(op *ir.Operation) (enum.UnnamedAddr, error) {
	v, ok, err := intAttr(op, "unnamed_addr")
	if err != nil || !ok {
		return enum.UnnamedAddrNone, err
	}
	switch v {
	case 0:
		return enum.UnnamedAddrNone, nil
	case 1:
		return enum.UnnamedAddrLocalUnnamedAddr, nil
	case 2:
		return enum.UnnamedAddrUnnamedAddr, nil
	}
	return 0, Errorf(op, "unknown unnamed_addr %d", v)
}

// callingConventions maps the calling conventions strata can translate.
var callingConventions = map[string]enum.CallingConv{
	"ccc":    enum.CallingConvNone,
	"fastcc": enum.CallingConvFast,
	"coldcc": enum.CallingConvCold,
}

func (t *translator) declareFunc(op *ir.Operation) error {
	name, err := symbolName(op)
	if err != nil {
		return err
	}
	if _, dup := t.symbolAddress(name); dup {
		return Errorf(op, "symbol '@%s' is defined twice", name)
	}
	ty, err := typeAttr(op, "function_type")
	if err != nil {
		return err
	}
	fty, ok := ty.(llvm.FuncType)
	if !ok {
		return Errorf(op, "function_type %s is not an LLVM function type", ir.TypeString(ty))
	}
	sig, err := t.types.convertFunc(fty)
	if err != nil {
		return Errorf(op, "%v", err)
	}
	params := make([]*llir.Param, len(sig.Params))
	for i, p := range sig.Params {
		params[i] = llir.NewParam("", p)
	}
	f := t.m.NewFunc(name, sig.RetType, params...)
	f.Sig.Variadic = sig.Variadic
	t.funcs[name] = f

	linkage, err := linkageOf(op)
	if err != nil {
		return err
	}
	f.Linkage = linkages[linkage]
	if err := checkFuncLinkage(f.Linkage, !op.Region(0).Empty()); err != nil {
		return Errorf(op, "%v", err)
	}
	if f.Visibility, err = visibilityOf(op); err != nil {
		return err
	}
	if op.HasAttr("dso_local") {
		f.Preemption = enum.PreemptionDSOLocal
	}
	if cc, ok := op.Attr("CConv").(llvm.CConvAttr); ok {
		conv, known := callingConventions[cc.Name]
		if !known {
			return Errorf(op, "calling convention '%s' is not supported", cc.Name)
		}
		f.CallingConv = conv
	} else if a := op.Attr("CConv"); a != nil {
		return Errorf(op, "unknown calling convention %s", ir.AttrString(a))
	}
	if f.Section, err = stringAttr(op, "section"); err != nil {
		return err
	}
	if err := t.setArgAttrs(op, f); err != nil {
		return err
	}
	return t.setPassthrough(op, f)
}

// paramAttrs maps the `llvm.*` argument attributes that are flags.
var paramAttrs = map[string]enum.ParamAttr{
	"llvm.noalias":   enum.ParamAttrNoAlias,
	"llvm.nonnull":   enum.ParamAttrNonNull,
	"llvm.readonly":  enum.ParamAttrReadOnly,
	"llvm.writeonly": enum.ParamAttrWriteOnly,
	"llvm.readnone":  enum.ParamAttrReadNone,
	"llvm.nocapture": enum.ParamAttrNoCapture,
	"llvm.nofree":    enum.ParamAttrNoFree,
	"llvm.noundef":   enum.ParamAttrNoUndef,
	"llvm.signext":   enum.ParamAttrSignExt,
	"llvm.zeroext":   enum.ParamAttrZeroExt,
	"llvm.inreg":     enum.ParamAttrInReg,
	"llvm.returned":  enum.ParamAttrReturned,
	"llvm.nest":      enum.ParamAttrNest,
	"llvm.immarg":    enum.ParamAttrImmArg,
}

// returnAttrs maps the `llvm.*` result attributes.
var returnAttrs = map[string]enum.ReturnAttr{
	"llvm.noalias": enum.ReturnAttrNoAlias,
	"llvm.nonnull": enum.ReturnAttrNonNull,
	"llvm.noundef": enum.ReturnAttrNoUndef,
	"llvm.signext": enum.ReturnAttrSignExt,
	"llvm.zeroext": enum.ReturnAttrZeroExt,
	"llvm.inreg":   enum.ReturnAttrInReg,
}

// pointerOnly are the attributes LLVM accepts on pointers only (arguments
// or results).
var pointerOnly = map[string]bool{
	"llvm.noalias": true, "llvm.nonnull": true, "llvm.readonly": true, "llvm.writeonly": true,
	"llvm.readnone": true, "llvm.nocapture": true, "llvm.nofree": true, "llvm.align": true,
	"llvm.dereferenceable": true, "llvm.dereferenceable_or_null": true,
}

// dictAttrs returns the dictionaries of op's attribute name (arg_attrs,
// res_attrs), one per position; nil entries are empty.
func dictAttrs(op *ir.Operation, name string, n int) ([]*ir.DictionaryAttr, error) {
	a := op.Attr(name)
	if a == nil {
		return nil, nil
	}
	arr, ok := a.(*ir.ArrayAttr)
	if !ok || len(arr.Elems()) != n {
		return nil, Errorf(op, "'%s' must be an array of %d dictionaries", name, n)
	}
	dicts := make([]*ir.DictionaryAttr, n)
	for i, e := range arr.Elems() {
		d, ok := e.(*ir.DictionaryAttr)
		if !ok {
			return nil, Errorf(op, "'%s' must be an array of %d dictionaries", name, n)
		}
		dicts[i] = d
	}
	return dicts, nil
}

func (t *translator) setArgAttrs(op *ir.Operation, f *llir.Func) error {
	args, err := dictAttrs(op, "arg_attrs", len(f.Params))
	if err != nil {
		return err
	}
	for i, d := range args {
		if d == nil {
			continue
		}
		_, isPtr := f.Params[i].Typ.(*types.PointerType)
		for _, e := range d.Entries() {
			if pointerOnly[e.Name] && !isPtr {
				return Errorf(op, "%s attribute attached to LLVM non-pointer argument #%d", e.Name, i)
			}
			if pa, ok := paramAttrs[e.Name]; ok {
				f.Params[i].Attrs = append(f.Params[i].Attrs, pa)
				continue
			}
			switch e.Name {
			case "llvm.align", "llvm.dereferenceable", "llvm.dereferenceable_or_null":
				n, ok := e.Value.(intValued)
				if !ok {
					return Errorf(op, "%s of argument #%d must be an integer", e.Name, i)
				}
				switch e.Name {
				case "llvm.align":
					if err := checkAlign(n.Int64()); err != nil {
						return Errorf(op, "llvm.align of argument #%d: %v", i, err)
					}
					f.Params[i].Attrs = append(f.Params[i].Attrs, llir.Align(n.Int64()))
				case "llvm.dereferenceable":
					f.Params[i].Attrs = append(f.Params[i].Attrs, llir.Dereferenceable{N: uint64(n.Int64())})
				default:
					f.Params[i].Attrs = append(f.Params[i].Attrs, llir.Dereferenceable{N: uint64(n.Int64()), DerefOrNull: true})
				}
			default:
				if isLLVMAttrName(e.Name) {
					return Errorf(op, "argument attribute '%s' is not supported", e.Name)
				}
				// Attributes of other dialects are annotations LLVM IR
				// does not carry.
			}
		}
	}
	results, err := dictAttrs(op, "res_attrs", 1)
	if err != nil || results == nil || results[0] == nil {
		return err
	}
	_, resultIsPtr := f.Sig.RetType.(*types.PointerType)
	for _, e := range results[0].Entries() {
		if pointerOnly[e.Name] && !resultIsPtr {
			return Errorf(op, "%s attribute attached to non-pointer result", e.Name)
		}
		ra, ok := returnAttrs[e.Name]
		if !ok {
			if isLLVMAttrName(e.Name) {
				return Errorf(op, "result attribute '%s' is not supported", e.Name)
			}
			continue
		}
		f.ReturnAttrs = append(f.ReturnAttrs, ra)
	}
	return nil
}

func isLLVMAttrName(name string) bool { return len(name) > 5 && name[:5] == "llvm." }

// funcAttrsByName maps LLVM's function attribute keywords.
var funcAttrsByName = func() map[string]enum.FuncAttr {
	m := map[string]enum.FuncAttr{}
	for a := enum.FuncAttrAlwaysInline; a <= enum.FuncAttrWriteOnly; a++ {
		m[a.String()] = a
	}
	return m
}()

// setPassthrough adds op's passthrough attributes to f: keywords LLVM
// knows become attributes (nounwind), others string attributes; pairs
// ["key", "value"] become "key"="value".
func (t *translator) setPassthrough(op *ir.Operation, f *llir.Func) error {
	a := op.Attr("passthrough")
	if a == nil {
		return nil
	}
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return Errorf(op, "'passthrough' must be an array, not %s", ir.AttrString(a))
	}
	for _, e := range arr.Elems() {
		switch e := e.(type) {
		case ir.StringAttr:
			if fa, ok := funcAttrsByName[e.Value]; ok {
				f.FuncAttrs = append(f.FuncAttrs, fa)
			} else {
				f.FuncAttrs = append(f.FuncAttrs, llir.AttrString(e.Value))
			}
		case *ir.ArrayAttr:
			kv := e.Elems()
			if len(kv) == 2 {
				k, kok := kv[0].(ir.StringAttr)
				v, vok := kv[1].(ir.StringAttr)
				if kok && vok {
					f.FuncAttrs = append(f.FuncAttrs, llir.AttrPair{Key: k.Value, Value: v.Value})
					continue
				}
			}
			return Errorf(op, "passthrough entry %s is not a [key, value] pair of strings", ir.AttrString(e))
		default:
			return Errorf(op, "passthrough entry %s is not a string", ir.AttrString(e))
		}
	}
	return nil
}

func (t *translator) defineFunc(op *ir.Operation) error {
	name, _ := symbolName(op)
	f := t.funcs[name]
	if op.Region(0).Empty() {
		return nil
	}
	return t.translateBody(op, f)
}

func (t *translator) declareGlobal(op *ir.Operation) error {
	name, err := symbolName(op)
	if err != nil {
		return err
	}
	if _, dup := t.symbolAddress(name); dup {
		return Errorf(op, "symbol '@%s' is defined twice", name)
	}
	ty, err := typeAttr(op, "global_type")
	if err != nil {
		return err
	}
	content, err := t.types.convert(ty)
	if err != nil {
		return Errorf(op, "%v", err)
	}
	g := &llir.Global{ContentType: content}
	g.SetName(name)
	as, _, err := intAttr(op, "addr_space")
	if err != nil {
		return err
	}
	g.AddrSpace = types.AddrSpace(as)
	g.Type()
	g.Immutable = op.HasAttr("constant")
	linkage, err := linkageOf(op)
	if err != nil {
		return err
	}
	g.Linkage = linkages[linkage]
	if g.Visibility, err = visibilityOf(op); err != nil {
		return err
	}
	if g.UnnamedAddr, err = unnamedAddrOf(op); err != nil {
		return err
	}
	if op.HasAttr("dso_local") {
		g.Preemption = enum.PreemptionDSOLocal
	}
	if op.HasAttr("thread_local_") {
		g.TLSModel = enum.TLSModelGeneric
	}
	align, _, err := intAttr(op, "alignment")
	if err != nil {
		return err
	}
	if err := checkAlign(align); err != nil {
		return Errorf(op, "%v", err)
	}
	g.Align = llir.Align(align)
	if g.Section, err = stringAttr(op, "section"); err != nil {
		return err
	}
	t.m.Globals = append(t.m.Globals, g)
	t.globals[name] = g
	return nil
}

func (t *translator) defineGlobal(op *ir.Operation) error {
	name, _ := symbolName(op)
	g := t.globals[name]
	if a := op.Attr("value"); a != nil {
		if !op.Region(0).Empty() {
			return Errorf(op, "a global cannot have both a value and an initializer region")
		}
		c, err := t.constantFromAttr(a, g.ContentType)
		if err != nil {
			return Errorf(op, "%v", err)
		}
		g.Init = c
		return checkGlobal(op, g)
	}
	if !op.Region(0).Empty() {
		c, err := t.foldInitializer(op)
		if err != nil {
			return err
		}
		g.Init = c
		return checkGlobal(op, g)
	}
	if err := checkGlobal(op, g); err != nil {
		return err
	}
	switch g.Linkage {
	case enum.LinkageNone, enum.LinkageExternWeak:
		// A declaration: defined in another module. LLVM says so with
		// the linkage, which a definition leaves implicit.
		if g.Linkage == enum.LinkageNone {
			g.Linkage = enum.LinkageExternal
		}
		return nil
	case enum.LinkageCommon:
		g.Init = constant.NewZeroInitializer(g.ContentType)
		return nil
	}
	return Errorf(op, "a global with %s linkage needs an initializer", g.Linkage)
}

// structorsOp is the model of llvm.mlir.global_ctors and _dtors: the
// appending global @llvm.global_ctors (or _dtors) of LLVM 14's
// { i32, void ()*, i8* } entries (priority, function, no associated data).
type structorsOp struct{ list, global string }

func (structorsOp) declare(*translator, *ir.Operation) error { return nil }

func (s structorsOp) define(t *translator, op *ir.Operation) error {
	fns, _ := op.Attr(s.list).(*ir.ArrayAttr)
	prios, _ := op.Attr("priorities").(*ir.ArrayAttr)
	if fns == nil || prios == nil || len(fns.Elems()) != len(prios.Elems()) {
		return Errorf(op, "'%s' and 'priorities' must be arrays of the same length", s.list)
	}
	fnType := types.NewPointer(types.NewFunc(types.Void))
	data := types.NewPointer(types.I8)
	entry := types.NewStruct(types.I32, fnType, data)
	var elems []constant.Constant
	for i, a := range fns.Elems() {
		ref, ok := a.(ir.SymbolRefAttr)
		if !ok {
			return Errorf(op, "'%s' element %d is not a symbol reference", s.list, i)
		}
		f, ok := t.funcs[ref.Leaf()]
		if !ok {
			return Errorf(op, "'%s' element %d: no function '@%s'", s.list, i, ref.Leaf())
		}
		p, _ := prios.Elems()[i].(ir.IntegerAttr)
		elems = append(elems, constant.NewStruct(entry, constant.NewInt(types.I32, p.Int64()),
			castConstant(f, fnType), constant.NewNull(data)))
	}
	arr := types.NewArray(uint64(len(elems)), entry)
	g := &llir.Global{ContentType: arr, Init: constant.NewArray(arr, elems...), Linkage: enum.LinkageAppending}
	g.SetName(s.global)
	g.Type()
	t.m.Globals = append(t.m.Globals, g)
	return nil
}
