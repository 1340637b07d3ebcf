export const wire = 'wire';
