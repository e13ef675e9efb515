/** The guide area's own answers (the validators' messages come from packages/domain). */
export const MESSAGES = {
  university: 'الجامعة غير موجودة في هذا التصنيف',
  codeTaken: 'رمز الجامعة مستخدم بالفعل لجامعة أخرى',
  part: 'العنصر غير موجود',
  record: 'لم يتم العثور على سجلات الجامعة',
  recordExists: 'لهذه الجامعة سجل بالفعل؛ عدّل السجل الموجود',
  body: 'يرجى إرسال البيانات في جسم الطلب',
  index: 'الترتيب يجب أن يكون رقمًا صحيحًا موجبًا',
  universityBody: 'يرجى إرسال بيانات الجامعة في الحقل university',
  statusAndDeadline: 'يرجى إرسال الحالة في الحقل status والمواعيد في الحقل deadline',
  list: (key: string) => `الحقل ${key} يجب أن يكون قائمة`,
  item: 'كل عنصر يجب أن يكون سجلًا',
  notOwned: 'العنصر لا يتبع هذه الجامعة',
  repeated: 'العنصر مذكور أكثر من مرة',
} as const;
