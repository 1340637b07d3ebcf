/** A console module, for the fixtures that import it. */
export const desk = 'desk';
