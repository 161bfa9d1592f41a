/* cexpr_tables.h — the vocabulary of DRR C++ snippets: classes usable in
 * isa<>/cast<>, built-in free functions and methods.  Each list is an
 * X-macro, so the enum, the name table and the lookups cannot drift apart;
 * the semantics live in cexpr_eval.c (one small function per entry group).
 */
#ifndef XFORM_SRC_DRR_CEXPR_TABLES_H
#define XFORM_SRC_DRR_CEXPR_TABLES_H

#include "../support/support.h"

/* Classes: X(enum, "C++ name without namespace") */
#define XFDRR_CLASSES(X)                                                                  \
  X(INTEGER_TYPE, "IntegerType") X(INDEX_TYPE, "IndexType") X(FLOAT_TYPE, "FloatType")       \
  X(F16_TYPE, "Float16Type") X(F32_TYPE, "Float32Type") X(F64_TYPE, "Float64Type")           \
  X(BF16_TYPE, "BFloat16Type") X(NONE_TYPE, "NoneType") X(COMPLEX_TYPE, "ComplexType")       \
  X(TUPLE_TYPE, "TupleType") X(FUNCTION_TYPE, "FunctionType") X(VECTOR_TYPE, "VectorType")   \
  X(RANKED_TENSOR_TYPE, "RankedTensorType") X(UNRANKED_TENSOR_TYPE, "UnrankedTensorType")    \
  X(TENSOR_TYPE, "TensorType") X(MEMREF_TYPE, "MemRefType")                                 \
  X(UNRANKED_MEMREF_TYPE, "UnrankedMemRefType") X(BASE_MEMREF_TYPE, "BaseMemRefType")       \
  X(SHAPED_TYPE, "ShapedType") X(TYPE, "Type")                                              \
  X(INTEGER_ATTR, "IntegerAttr") X(BOOL_ATTR, "BoolAttr") X(FLOAT_ATTR, "FloatAttr")         \
  X(STRING_ATTR, "StringAttr") X(UNIT_ATTR, "UnitAttr") X(ARRAY_ATTR, "ArrayAttr")           \
  X(DICT_ATTR, "DictionaryAttr") X(TYPE_ATTR, "TypeAttr") X(SYMREF_ATTR, "SymbolRefAttr")    \
  X(FLAT_SYMREF_ATTR, "FlatSymbolRefAttr") X(ELEMENTS_ATTR, "ElementsAttr")                  \
  X(DENSE_ELEMENTS_ATTR, "DenseElementsAttr") X(DENSE_INT_FP_ATTR, "DenseIntOrFPElementsAttr") \
  X(DENSE_INT_ATTR, "DenseIntElementsAttr") X(DENSE_FP_ATTR, "DenseFPElementsAttr")          \
  X(DENSE_STRING_ATTR, "DenseStringElementsAttr") X(SPARSE_ATTR, "SparseElementsAttr")       \
  X(DENSE_RESOURCE_ATTR, "DenseResourceElementsAttr") X(DENSE_ARRAY_ATTR, "DenseArrayAttr")  \
  X(DENSE_BOOL_ARRAY, "DenseBoolArrayAttr") X(DENSE_I8_ARRAY, "DenseI8ArrayAttr")            \
  X(DENSE_I16_ARRAY, "DenseI16ArrayAttr") X(DENSE_I32_ARRAY, "DenseI32ArrayAttr")            \
  X(DENSE_I64_ARRAY, "DenseI64ArrayAttr") X(DENSE_F32_ARRAY, "DenseF32ArrayAttr")            \
  X(DENSE_F64_ARRAY, "DenseF64ArrayAttr") X(TYPED_ATTR, "TypedAttr")                         \
  X(AFFINE_MAP_ATTR, "AffineMapAttr") X(INTEGER_SET_ATTR, "IntegerSetAttr")                  \
  X(LOCATION_ATTR, "LocationAttr") X(LOCATION, "Location") X(OPAQUE_ATTR, "OpaqueAttr")      \
  X(STRIDED_ATTR, "StridedLayoutAttr") X(ATTRIBUTE, "Attribute")                             \
  X(VALUE, "Value") X(OP_RESULT, "OpResult") X(BLOCK_ARG, "BlockArgument")                   \
  X(OPERATION, "Operation")

enum {
  XFDRR_CLS_UNKNOWN = 0,
#define XFDRR_X(e, s) XFDRR_CLS_##e,
  XFDRR_CLASSES(XFDRR_X)
#undef XFDRR_X
  XFDRR_CLS_COUNT
};
_Static_assert(XFDRR_CLS_COUNT < 256, "class ids fit in a byte");

/* Free functions: X(enum, "name", min args, max args, flags)
 * flags: T = takes template arguments, C = needs a known class. */
#define XFDRR_FN_T 1
#define XFDRR_FN_C 2
#define XFDRR_FUNCTIONS(X)                                                                \
  X(ISA, "isa", 1, 1, 3) X(CAST, "cast", 1, 1, 3) X(DYN_CAST, "dyn_cast", 1, 1, 3)           \
  X(DYN_CAST_OR_NULL, "dyn_cast_or_null", 1, 1, 3)                                          \
  X(DYN_CAST_IF_PRESENT, "dyn_cast_if_present", 1, 1, 3)                                    \
  X(CAST_OR_NULL, "cast_or_null", 1, 1, 3) X(CAST_IF_PRESENT, "cast_if_present", 1, 1, 3)   \
  X(ISA_AND_NONNULL, "isa_and_nonnull", 1, 1, 3)                                            \
  X(ISA_AND_PRESENT, "isa_and_present", 1, 1, 3) X(STATIC_CAST, "static_cast", 1, 1, 1)     \
  X(ELEM_TYPE_OR_SELF, "getElementTypeOrSelf", 1, 1, 0) X(SUCCESS, "success", 0, 1, 0)      \
  X(FAILURE, "failure", 0, 1, 0) X(SUCCEEDED, "succeeded", 1, 1, 0)                         \
  X(FAILED, "failed", 1, 1, 0) X(ALL_OF, "all_of", 2, 2, 0) X(ANY_OF, "any_of", 2, 2, 0)     \
  X(NONE_OF, "none_of", 2, 2, 0) X(IS_SORTED, "is_sorted", 1, 1, 0)                         \
  X(HAS_N_ITEMS, "hasNItems", 2, 2, 0) X(HAS_N_OR_MORE, "hasNItemsOrMore", 2, 2, 0)          \
  X(HAS_N_OR_LESS, "hasNItemsOrLess", 2, 2, 0) X(VALUE_CTOR, "Value", 0, 0, 0)              \
  X(TYPE_CTOR, "Type", 0, 0, 0) X(ATTR_CTOR, "Attribute", 0, 0, 0)                          \
  X(APINT, "APInt", 2, 3, 0) X(ARRAYREF, "ArrayRef", 1, 1, 1)                               \
  X(SMALLVECTOR, "SmallVector", 1, 1, 1) X(TYPEATTR_GET, "TypeAttr::get", 1, 1, 0)          \
  X(SYMREF_GET, "SymbolRefAttr::get", 2, 2, 0)                                              \
  X(FLATSYMREF_GET, "FlatSymbolRefAttr::get", 2, 2, 0)                                      \
  X(STRATTR_GET, "StringAttr::get", 2, 2, 0) X(INTTYPE_GET, "IntegerType::get", 2, 3, 0)   \
  X(RTT_GET, "RankedTensorType::get", 2, 2, 0) X(DENSE_GET, "DenseElementsAttr::get", 2, 2, 0) \
  X(EQUAL_TO, "equal_to", 0, 0, 1) X(CHOOSE_OPERAND, "chooseOperand", 3, 3, 0)              \
  X(UNIT_GET, "UnitAttr::get", 1, 1, 0) X(BOOL_GET, "BoolAttr::get", 2, 2, 0)              \
  X(INTATTR_GET, "IntegerAttr::get", 2, 2, 0) X(FLOATATTR_GET, "FloatAttr::get", 2, 2, 0)   \
  X(ARRAYATTR_GET, "ArrayAttr::get", 2, 2, 0) X(UNKNOWNLOC_GET, "UnknownLoc::get", 1, 1, 0) \
  X(IS_DYNAMIC, "ShapedType::isDynamic", 1, 1, 0)

enum {
#define XFDRR_X(e, s, lo, hi, f) XFDRR_FN_##e,
  XFDRR_FUNCTIONS(XFDRR_X)
#undef XFDRR_X
  XFDRR_FN_COUNT
};

/* Methods: X(enum, "name") — the receiver's kind picks the meaning. */
#define XFDRR_METHODS(X)                                                                  \
  X(IS_SIGNLESS_INTEGER, "isSignlessInteger") X(IS_SIGNED_INTEGER, "isSignedInteger")        \
  X(IS_UNSIGNED_INTEGER, "isUnsignedInteger") X(IS_INTEGER, "isInteger") X(IS_INDEX, "isIndex") \
  X(IS_F16, "isF16") X(IS_F32, "isF32") X(IS_F64, "isF64") X(IS_F80, "isF80")                \
  X(IS_F128, "isF128") X(IS_BF16, "isBF16") X(IS_TF32, "isTF32") X(IS_FLOAT, "isFloat")     \
  X(IS_INT_OR_INDEX, "isIntOrIndex") X(IS_INT_OR_FLOAT, "isIntOrFloat")                      \
  X(IS_INT_OR_INDEX_OR_FLOAT, "isIntOrIndexOrFloat")                                         \
  X(IS_SIGNLESS_INT_OR_INDEX, "isSignlessIntOrIndex")                                        \
  X(IS_SIGNLESS_INT_OR_INDEX_OR_FLOAT, "isSignlessIntOrIndexOrFloat")                        \
  X(IS_SIGNLESS_INT_OR_FLOAT, "isSignlessIntOrFloat")                                        \
  X(GET_INT_OR_FLOAT_BIT_WIDTH, "getIntOrFloatBitWidth") X(GET_WIDTH, "getWidth")            \
  X(GET_ELEMENT_TYPE, "getElementType") X(GET_RANK, "getRank") X(HAS_RANK, "hasRank")        \
  X(HAS_STATIC_SHAPE, "hasStaticShape") X(GET_NUM_ELEMENTS, "getNumElements")                \
  X(GET_SHAPE, "getShape") X(GET_DIM_SIZE, "getDimSize") X(IS_DYNAMIC_DIM, "isDynamicDim")   \
  X(GET_CONTEXT, "getContext") X(GET_TYPE, "getType") X(GET_INT, "getInt")                   \
  X(GET_SINT, "getSInt") X(GET_UINT, "getUInt") X(GET_VALUE, "getValue")                     \
  X(GET_VALUE_AS_DOUBLE, "getValueAsDouble") X(SIZE, "size") X(EMPTY, "empty")               \
  X(IS_SPLAT, "isSplat") X(AS_ARRAY_REF, "asArrayRef") X(STR, "str") X(CONTAINS, "contains") \
  X(GET, "get") X(GET_ROOT_REFERENCE, "getRootReference")                                    \
  X(GET_LEAF_REFERENCE, "getLeafReference") X(EQ, "eq") X(NE, "ne") X(SLT, "slt")            \
  X(SLE, "sle") X(SGT, "sgt") X(SGE, "sge") X(ULT, "ult") X(ULE, "ule") X(UGT, "ugt")        \
  X(UGE, "uge") X(IS_NEGATIVE, "isNegative") X(IS_NON_NEGATIVE, "isNonNegative")             \
  X(IS_STRICTLY_POSITIVE, "isStrictlyPositive") X(IS_ZERO, "isZero") X(IS_ONE, "isOne")      \
  X(IS_ALL_ONES, "isAllOnes") X(IS_POWER_OF_2, "isPowerOf2")                                 \
  X(GET_SEXT_VALUE, "getSExtValue") X(GET_ZEXT_VALUE, "getZExtValue")                        \
  X(GET_LIMITED_VALUE, "getLimitedValue") X(GET_BIT_WIDTH, "getBitWidth")                    \
  X(IS_SIGNED_INT_N, "isSignedIntN") X(IS_INT_N, "isIntN")                                   \
  X(CONVERT_TO_DOUBLE, "convertToDouble") X(CONVERT_TO_FLOAT, "convertToFloat")              \
  X(IS_NAN, "isNaN") X(IS_INFINITY, "isInfinity") X(IS_EXACTLY_VALUE, "isExactlyValue")      \
  X(STARTS_WITH, "starts_with") X(ENDS_WITH, "ends_with") X(STARTSWITH, "startswith")        \
  X(ENDSWITH, "endswith") X(EQUALS, "equals") X(USE_EMPTY, "use_empty")                      \
  X(HAS_ONE_USE, "hasOneUse") X(GET_DEFINING_OP, "getDefiningOp") X(GET_LOC, "getLoc")       \
  X(FRONT, "front") X(BACK, "back") X(GET_TYPES, "getTypes") X(GET_RESULT, "getResult")      \
  X(GET_RESULTS, "getResults") X(GET_NUM_RESULTS, "getNumResults")                           \
  X(GET_OPERAND, "getOperand") X(GET_OPERANDS, "getOperands")                                \
  X(GET_NUM_OPERANDS, "getNumOperands") X(GET_ATTR, "getAttr") X(HAS_ATTR, "hasAttr")        \
  X(GET_ATTR_OF_TYPE, "getAttrOfType") X(GET_NAME, "getName")                                \
  X(GET_STRING_REF, "getStringRef") X(GET_PARENT_OP, "getParentOp")                          \
  X(GET_I1_TYPE, "getI1Type") X(GET_I8_TYPE, "getI8Type") X(GET_I16_TYPE, "getI16Type")      \
  X(GET_I32_TYPE, "getI32Type") X(GET_I64_TYPE, "getI64Type") X(GET_INDEX_TYPE, "getIndexType") \
  X(GET_F16_TYPE, "getF16Type") X(GET_F32_TYPE, "getF32Type") X(GET_F64_TYPE, "getF64Type")  \
  X(GET_BF16_TYPE, "getBF16Type") X(GET_NONE_TYPE, "getNoneType")                            \
  X(GET_INTEGER_TYPE, "getIntegerType") X(GET_INTEGER_ATTR, "getIntegerAttr")                \
  X(GET_I8_INTEGER_ATTR, "getI8IntegerAttr") X(GET_I16_INTEGER_ATTR, "getI16IntegerAttr")    \
  X(GET_I32_INTEGER_ATTR, "getI32IntegerAttr") X(GET_I64_INTEGER_ATTR, "getI64IntegerAttr")  \
  X(GET_SI32_INTEGER_ATTR, "getSI32IntegerAttr") X(GET_UI32_INTEGER_ATTR, "getUI32IntegerAttr") \
  X(GET_INDEX_ATTR, "getIndexAttr") X(GET_BOOL_ATTR, "getBoolAttr")                          \
  X(GET_UNIT_ATTR, "getUnitAttr") X(GET_STRING_ATTR, "getStringAttr")                        \
  X(GET_F16_FLOAT_ATTR, "getF16FloatAttr") X(GET_F32_FLOAT_ATTR, "getF32FloatAttr")          \
  X(GET_F64_FLOAT_ATTR, "getF64FloatAttr") X(GET_FLOAT_ATTR, "getFloatAttr")                 \
  X(GET_ARRAY_ATTR, "getArrayAttr") X(GET_BOOL_ARRAY_ATTR, "getBoolArrayAttr")               \
  X(GET_I32_ARRAY_ATTR, "getI32ArrayAttr") X(GET_I64_ARRAY_ATTR, "getI64ArrayAttr")          \
  X(GET_INDEX_ARRAY_ATTR, "getIndexArrayAttr") X(GET_F32_ARRAY_ATTR, "getF32ArrayAttr")      \
  X(GET_F64_ARRAY_ATTR, "getF64ArrayAttr") X(GET_STR_ARRAY_ATTR, "getStrArrayAttr")          \
  X(GET_TYPE_ARRAY_ATTR, "getTypeArrayAttr") X(GET_DENSE_BOOL_ARRAY_ATTR, "getDenseBoolArrayAttr") \
  X(GET_DENSE_I8_ARRAY_ATTR, "getDenseI8ArrayAttr")                                          \
  X(GET_DENSE_I16_ARRAY_ATTR, "getDenseI16ArrayAttr")                                        \
  X(GET_DENSE_I32_ARRAY_ATTR, "getDenseI32ArrayAttr")                                        \
  X(GET_DENSE_I64_ARRAY_ATTR, "getDenseI64ArrayAttr")                                        \
  X(GET_DENSE_F32_ARRAY_ATTR, "getDenseF32ArrayAttr")                                        \
  X(GET_DENSE_F64_ARRAY_ATTR, "getDenseF64ArrayAttr") X(GET_TYPE_ATTR, "getTypeAttr")        \
  X(GET_ZERO_ATTR, "getZeroAttr") X(GET_ONE_ATTR, "getOneAttr")                              \
  X(GET_UNKNOWN_LOC, "getUnknownLoc") X(GET_FUSED_LOC, "getFusedLoc")

enum {
#define XFDRR_X(e, s) XFDRR_M_##e,
  XFDRR_METHODS(XFDRR_X)
#undef XFDRR_X
  XFDRR_M_COUNT
};

/* Lookups (cexpr_eval.c); names are given without namespaces. */
XFS_HIDDEN int xfdrr_cfn_lookup(const char *s, size_t n);
XFS_HIDDEN bool xfdrr_cfn_arity_ok(int fn, uint32_t n);
XFS_HIDDEN bool xfdrr_cfn_takes_template(const char *s, size_t n);
XFS_HIDDEN bool xfdrr_cfn_needs_class(const char *s, size_t n);
XFS_HIDDEN int xfdrr_cmethod_lookup(const char *s, size_t n);

#endif /* XFORM_SRC_DRR_CEXPR_TABLES_H */
