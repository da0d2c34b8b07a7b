package dsl

// File is a parsed spec file: its runtimes in source order, and its
// comments for the formatter.
type File struct {
	Name     string
	Runtimes []*Runtime
	Comments []Comment
}

// Runtime is `runtime NAME { ... }`: lets and construct declarations in
// source order.
type Runtime struct {
	Pos    Pos // of the keyword
	Name   string
	LBrace Pos
	Items  []Item // *Let or *Construct
	RBrace Pos
}

// Lets returns the runtime-level lets in source order.
func (r *Runtime) Lets() []*Let { return itemsOf[*Let](r.Items) }

// Constructs returns the construct declarations in source order.
func (r *Runtime) Constructs() []*Construct { return itemsOf[*Construct](r.Items) }

// Item is a member of a runtime or construct body: *Let, *Construct,
// *Property or *Block.
type Item interface {
	Start() Pos
	item()
}

func itemsOf[T Item](items []Item) []T {
	var out []T
	for _, it := range items {
		if x, ok := it.(T); ok {
			out = append(out, x)
		}
	}
	return out
}

// Let is `let NAME = expr;`.
type Let struct {
	Pos     Pos // of the keyword
	Name    string
	NamePos Pos
	Value   Expr
	End     Pos // of the ';'
}

// Construct is `construct NAME (when pred)? { items }`.
type Construct struct {
	Pos     Pos // of the keyword
	Name    string
	NamePos Pos
	Guard   Pred // nil when unguarded
	LBrace  Pos
	Items   []Item // *Property, *Let or *Block
	RBrace  Pos
}

// Properties returns the construct's properties in source order.
func (c *Construct) Properties() []*Property { return itemsOf[*Property](c.Items) }

// Lets returns the construct's lets in source order.
func (c *Construct) Lets() []*Let { return itemsOf[*Let](c.Items) }

// Block returns the construct's block of the given kind, or nil.
func (c *Construct) Block(kind BlockKind) *Block {
	for _, b := range itemsOf[*Block](c.Items) {
		if b.Kind == kind {
			return b
		}
	}
	return nil
}

// Property is `NAME = expr;`.
type Property struct {
	Pos   Pos // of the name
	Name  string
	Value Expr
	End   Pos // of the ';'
}

// BlockKind names a lifecycle block.
type BlockKind uint8

const (
	Pre BlockKind = iota
	Invoke
	Post
)

func (k BlockKind) String() string { return [...]string{"pre", "invoke", "post"}[k] }

// Block is `pre { ... }`, `invoke { ... }` or `post { ... }`.
type Block struct {
	Pos    Pos // of the keyword
	Kind   BlockKind
	LBrace Pos
	Stmts  []*Stmt
	RBrace Pos
}

// StmtKind says how a statement is guarded.
type StmtKind uint8

const (
	// Always: `action;`
	Always StmtKind = iota
	// When: `when pred => action;`
	When
	// Otherwise: `otherwise => action;`, the else of the `when` just before.
	Otherwise
)

// Stmt is one statement of a block.
type Stmt struct {
	Pos    Pos // of the first token
	Kind   StmtKind
	Guard  Pred // set for When
	Action Action
	End    Pos // of the ';'
}

// Action is *CallAction or *EmitAction.
type Action interface {
	Start() Pos
	action()
}

// CallAction is `call "name"(args)`.
type CallAction struct {
	Pos     Pos // of the keyword
	Callee  string
	NamePos Pos
	Args    []Expr
}

// EmitAction is `emit name` or `emit name(args)`.
type EmitAction struct {
	Pos     Pos // of the keyword
	Name    string
	NamePos Pos
	Args    []Expr
}

// Expr is an expression: *Ident, *StringLit, *NumberLit, *BoolLit,
// *NullLit, *ListExpr or *CallExpr.
type Expr interface {
	Start() Pos
	expr()
}

// Ident names a context variable, let, property or form.
type Ident struct {
	Pos  Pos
	Name string
}

// StringLit is a string literal; Value is decoded.
type StringLit struct {
	Pos   Pos
	Value string
}

// NumberLit is an integer literal.
type NumberLit struct {
	Pos   Pos
	Value int64
}

// BoolLit is `true` or `false`.
type BoolLit struct {
	Pos   Pos
	Value bool
}

// NullLit is `null`.
type NullLit struct{ Pos Pos }

// ListExpr is `[a, b, ...]`.
type ListExpr struct {
	Pos   Pos
	Elems []Expr
}

// CallExpr is `name(args)`, a form such as `microtask(ptr_tid, ptr_btid,
// captures)`.
type CallExpr struct {
	Pos  Pos
	Name string
	Args []Expr
}

// Pred is a guard: *OrPred, *AndPred, *NotPred, *HasPred, *ComparePred or
// *FlagPred.
type Pred interface {
	Start() Pos
	pred()
}

// OrPred is `L or R`.
type OrPred struct{ L, R Pred }

// AndPred is `L and R`.
type AndPred struct{ L, R Pred }

// NotPred is `not X`.
type NotPred struct {
	Pos Pos
	X   Pred
}

// HasPred is `has(NAME)`: the clause is present.
type HasPred struct {
	Pos     Pos // of the keyword
	Name    string
	NamePos Pos
}

// ComparePred is `NAME == expr` or `NAME != expr`.
type ComparePred struct {
	Pos   Pos // of the name
	Name  string
	Op    string // "==" or "!="
	OpPos Pos
	Value Expr
}

// FlagPred is a bare `NAME`: the boolean clause is present and true.
type FlagPred struct {
	Pos  Pos
	Name string
}

func (x *Let) Start() Pos         { return x.Pos }
func (x *Construct) Start() Pos   { return x.Pos }
func (x *Property) Start() Pos    { return x.Pos }
func (x *Block) Start() Pos       { return x.Pos }
func (x *CallAction) Start() Pos  { return x.Pos }
func (x *EmitAction) Start() Pos  { return x.Pos }
func (x *Ident) Start() Pos       { return x.Pos }
func (x *StringLit) Start() Pos   { return x.Pos }
func (x *NumberLit) Start() Pos   { return x.Pos }
func (x *BoolLit) Start() Pos     { return x.Pos }
func (x *NullLit) Start() Pos     { return x.Pos }
func (x *ListExpr) Start() Pos    { return x.Pos }
func (x *CallExpr) Start() Pos    { return x.Pos }
func (x *OrPred) Start() Pos      { return x.L.Start() }
func (x *AndPred) Start() Pos     { return x.L.Start() }
func (x *NotPred) Start() Pos     { return x.Pos }
func (x *HasPred) Start() Pos     { return x.Pos }
func (x *ComparePred) Start() Pos { return x.Pos }
func (x *FlagPred) Start() Pos    { return x.Pos }

func (*Let) item()       {}
func (*Construct) item() {}
func (*Property) item()  {}
func (*Block) item()     {}

func (*CallAction) action() {}
func (*EmitAction) action() {}

func (*Ident) expr()     {}
func (*StringLit) expr() {}
func (*NumberLit) expr() {}
func (*BoolLit) expr()   {}
func (*NullLit) expr()   {}
func (*ListExpr) expr()  {}
func (*CallExpr) expr()  {}

func (*OrPred) pred()      {}
func (*AndPred) pred()     {}
func (*NotPred) pred()     {}
func (*HasPred) pred()     {}
func (*ComparePred) pred() {}
func (*FlagPred) pred()    {}
