export const NOT_FOUND = {
  title: "Page not found",
  heading: "Oops! Page not found",
  body: "The page you are looking for does not exist or has been moved.",
  cta: "Return to Home",
};

export const UNEXPECTED_ERROR = {
  heading: "Unexpected Application Error!",
  body: "Something went wrong on our side. Please try again, or go back home.",
  retry: "Try again",
  home: "Return to Home",
};
