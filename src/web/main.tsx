import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { router } from "./routes";
import "./public.css";

// Only the router and the public pages' stylesheet load up front; the query client, toasts and the
// app's stylesheet come with the first screen that needs them (app/app-providers.tsx, decision 089).
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
